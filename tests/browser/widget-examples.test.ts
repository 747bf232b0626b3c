import axeSource from 'axe-core/axe.min.js?raw';
import { expect } from 'chai';
import manifest from 'virtual:custom-elements-manifest';
import { documentedElements, tagMarkup, type DocumentedElement } from '../../widgets/embed-docs/snippets';
import { exampleChoice, loadExamples } from '../../widgets/embed-docs/widget-examples';
import { widgetLoaders } from '../../widgets/registry';
import { cleanup, mountInFrame, until } from './helpers';

/**
 * Every example of every widget (its examples.ts, the same ones /embed shows live),
 * written as a page would write it (attributes and inline JSON), in a phone-wide
 * and a desktop-wide frame, passes axe-core's WCAG 2.1 A and AA rules (axe looks
 * inside open shadow roots). The embed docs are not in the list: they are a page
 * of their own, axe-tested on /embed (tests/e2e/accessibility.e2e.test.ts).
 */
const WIDTHS = { phone: { width: 375, height: 800 }, desktop: { width: 1280, height: 800 } };
const WCAG_21_AA = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };

interface AxeResult {
  violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>;
}
type AxeWindow = Window &
  typeof globalThis & { axe: { run: (context: Document, options: object) => Promise<AxeResult> } };

/** Waits until the widget's shadow root stops changing (data, sections and fonts have arrived). */
async function settled(element: Element): Promise<void> {
  let last = '';
  let stable = 0;
  await until(() => {
    const html = element.shadowRoot?.innerHTML ?? '';
    stable = html === last ? stable + 1 : 0;
    last = html;
    return stable >= 5;
  }, `<${element.localName}> to settle`);
}

const violationsText = (result: AxeResult) =>
  result.violations
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    )
    .join('\n');

/** The axe violations of each example of the widget at this size, one message per failing example. */
async function exampleViolations(
  element: DocumentedElement,
  size: { width: number; height: number },
): Promise<string[]> {
  const failures: string[] = [];
  // Loaded here first, so the frame finds the widget's modules already transformed (a cold start is slow).
  await widgetLoaders[element.tag]();
  const examples = (await loadExamples(element.tag))!;
  const markups = Object.entries(examples).map(([name, props]) => [name, tagMarkup(exampleChoice(element, props))]);
  const { win, frame } = await mountInFrame(`widgets/${element.tag.slice(4)}/element.ts`, markups[0][1], size);
  const doc = frame.contentDocument!;
  doc.documentElement.lang = 'en';
  doc.title = `${element.tag} examples`;
  win.eval(axeSource);
  for (const [name, markup] of markups) {
    doc.body.innerHTML = markup;
    const instance = doc.body.firstElementChild!;
    await until(() => Boolean(instance.shadowRoot?.querySelector('.uni-root')), `${element.tag} ${name} to render`);
    await settled(instance);
    const result = await (win as AxeWindow).axe.run(doc, WCAG_21_AA);
    if (result.violations.length)
      failures.push(`${element.tag} example "${name}" at ${size.width} px:
${violationsText(result)}`);
  }
  return failures;
}

describe('every widget example passes axe (WCAG 2.1 AA) on a phone and a desktop', () => {
  afterEach(cleanup);
  const elements = documentedElements(manifest);

  it('covers every documented widget, and axe reports what it finds inside a widget frame', async function () {
    this.timeout(60_000);
    expect(elements.length).to.be.greaterThan(10);
    await widgetLoaders['uni-header']();
    const { win, frame } = await mountInFrame('widgets/header/element.ts', '<uni-header></uni-header>', WIDTHS.phone);
    win.eval(axeSource);
    frame.contentDocument!.body.append(frame.contentDocument!.createElement('img'));
    const result = await (win as AxeWindow).axe.run(frame.contentDocument!, WCAG_21_AA);
    expect(result.violations.map((violation) => violation.id)).to.include('image-alt');
  });

  for (const element of elements) {
    for (const [width, size] of Object.entries(WIDTHS)) {
      it(`${element.tag} (${width})`, async function () {
        this.timeout(60_000);
        expect(await exampleViolations(element, size)).to.deep.equal([]);
      });
    }
  }
});
