import { expect } from 'chai';
import '../../widgets/events/element';
import { srcDataLimits } from '../../widgets/core/fetch-data';
import { captureConsoleErrors, cleanup, mount, shadow, until } from './helpers';

/**
 * An embedder's `src` data under faults (served by tests/tools/data-faults.mjs):
 * every failure ends in the widget's notice and exactly one console error, never
 * a hang or an uncaught error; a widget removed while loading aborts its request.
 */
const NOTICE = 'This section could not be shown';
const text = (element: Element) => shadow(element).textContent ?? '';

let uncaught: string[] = [];
const onError = (event: ErrorEvent) => uncaught.push(event.message);
const onRejection = (event: PromiseRejectionEvent) => uncaught.push(String(event.reason));

describe('embedder data under faults', () => {
  const defaults = { ...srcDataLimits };
  let errors: ReturnType<typeof captureConsoleErrors>;
  beforeEach(() => {
    uncaught = [];
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    errors = captureConsoleErrors();
  });
  afterEach(() => {
    errors.restore();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    Object.assign(srcDataLimits, defaults);
    cleanup();
  });

  const UNREACHABLE = 'This section could not be shown because its data could not be downloaded.';
  const INVALID = 'This section could not be shown because its data is invalid.';
  // What the visitor is told tells the two apart: data that never arrived, and data that is wrong.
  const cases: Array<[string, RegExp, 'data not downloaded' | 'invalid data', string]> = [
    ['not-found', /HTTP 404$/, 'data not downloaded', UNREACHABLE],
    ['server-error', /HTTP 500$/, 'data not downloaded', UNREACHABLE],
    ['hang', /did not answer within 0.5 s$/, 'data not downloaded', UNREACHABLE],
    ['not-json', /not valid JSON$/, 'invalid data', INVALID],
    ['huge', /is over the 1024 KB limit for a widget's data$/, 'invalid data', INVALID],
    ['huge-stream', /is over the 1024 KB limit for a widget's data$/, 'invalid data', INVALID],
  ];
  for (const [fault, reason, kind, notice] of cases) {
    it(`src answering "${fault}": the notice and one console error naming the tag and the reason`, async () => {
      srcDataLimits.timeoutMs = 500;
      const element = await mount(`<uni-events src="/__faults/${fault}"></uni-events>`);
      await until(() => text(element).includes(NOTICE), `the notice for ${fault}`, 6000);
      expect(text(element)).to.include(notice);
      await new Promise((resolve) => setTimeout(resolve, 100)); // time for a second error, if any
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.match(new RegExp(`^<uni-events>: ${kind}: src "/__faults/`));
      expect(errors.messages[0]).to.match(reason);
      expect(uncaught).to.deep.equal([]);
    });
  }

  it('a widget removed while its data loads aborts the request, logs nothing and never updates', async () => {
    const id = `slow-${Math.random().toString(36).slice(2)}`;
    const element = await mount(`<uni-events src="/__faults/slow?id=${id}"></uni-events>`, undefined, {
      whileLoading: true,
    });
    expect(text(element)).to.contain('Loading…');
    const outcome = () =>
      fetch(`/__faults/outcome?id=${id}`)
        .then((response) => response.json())
        .then((body: { outcome: string }) => body.outcome);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the request is at the server now
    expect(await outcome()).to.equal('pending');
    element.remove();
    let seen = 'pending';
    for (let tries = 0; tries < 30 && seen === 'pending'; tries++) {
      seen = await outcome();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).to.equal('aborted');
    await new Promise((resolve) => setTimeout(resolve, 1600)); // past the moment the server would have answered
    expect(errors.messages).to.deep.equal([]);
    expect(uncaught).to.deep.equal([]);
  });
});
