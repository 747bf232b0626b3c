import { expect } from 'chai';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrationCommitted } from '../../widgets/runtime/kept-input';
import { interaction } from '../../widgets/runtime/strategies/interaction';
import { until } from './helpers';

/** A controlled field, as the widgets' search boxes and filters are, that says when its hydration has committed as widgets do (define-widget.tsx). */
function Field({ initial, host }: { initial: string; host?: Element }) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (host) hydrationCommitted(host);
  }, [host]);
  return (
    <form>
      <input aria-label="Search" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </form>
  );
}

describe('input kept until hydration, with React', () => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    document.body.replaceChildren();
  });

  it('text typed into a controlled field before hydration reaches its state once hydration commits', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    shadowRoot.innerHTML = `<div>${renderToString(<Field initial="" />)}</div>`;
    const container = shadowRoot.firstElementChild!;
    let hydrate!: () => void;
    const interested = new Promise<void>((resolve) => (hydrate = resolve));
    interaction(host, hydrate);
    // The visitor types before the widget's code has come (a slow network): the field holds it, React does not yet.
    const input = shadowRoot.querySelector('input')!;
    input.value = 'exam';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await interested;
    root = hydrateRoot(container, <Field initial="" host={host} />);
    const output = shadowRoot.querySelector('output')!;
    await until(() => output.textContent === 'exam', 'the typed text in the widget’s state');
    expect(input.value).to.equal('exam');
  });
});
