import { expect } from 'chai';
import { hydrationCommitted } from '../../widgets/runtime/kept-input';
import { idle } from '../../widgets/runtime/strategies/idle';
import { interaction } from '../../widgets/runtime/strategies/interaction';
import { live } from '../../widgets/runtime/strategies/live';
import { visible } from '../../widgets/runtime/strategies/visible';

/** A prerendered island: a host in the page with an open shadow root holding the given markup. */
function island(markup: string): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  host.attachShadow({ mode: 'open' }).innerHTML = markup;
  return host;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

describe('hydration strategies', () => {
  afterEach(() => document.body.replaceChildren());

  it('interaction: hydrates on the first sign of interest, once', () => {
    const element = island('<button type="button">Menu</button>');
    let hydrations = 0;
    interaction(element, () => hydrations++);
    expect(hydrations).to.equal(0);
    element.dispatchEvent(new Event('pointerover'));
    element.dispatchEvent(new Event('focusin'));
    expect(hydrations).to.equal(1);
  });

  it('interaction: replays the presses that landed before hydration committed, once it has', async () => {
    const element = island('<button type="button">Menu</button>');
    const button = element.shadowRoot!.querySelector('button')!;
    let hydrations = 0;
    interaction(element, () => hydrations++);
    button.click();
    // A press is interest too, even without a pointer or focus before it.
    expect(hydrations).to.equal(1);
    let presses = 0;
    button.addEventListener('click', () => presses++);
    hydrationCommitted(element);
    expect(presses).to.equal(0);
    await nextTask();
    expect(presses).to.equal(1);
  });

  it('interaction: replays moving keys pressed on its links and buttons, in order, to what has focus then', async () => {
    const element = island(
      '<a href="#one">One</a><button type="button">Two</button><a href="#three">Three</a><input aria-label="Search">',
    );
    const root = element.shadowRoot!;
    const [one, two, three] = root.querySelectorAll<HTMLElement>('a, button');
    const field = root.querySelector('input')!;
    const press = (target: Element, key: string, modifiers: KeyboardEventInit = {}) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, ...modifiers }));
    let hydrations = 0;
    interaction(element, () => hydrations++);
    one!.focus();
    expect(hydrations).to.equal(1);
    press(one!, 'ArrowRight');
    press(one!, 'Enter'); // the browser's own: it followed the link
    press(one!, 'ArrowLeft', { altKey: true }); // the browser's shortcut (back)
    press(field, 'ArrowDown'); // the field's own caret
    press(one!, 'ArrowRight');
    // The widget's code, once live: each arrow moves focus to the next part.
    const seen: string[] = [];
    root.addEventListener('keydown', (event) => {
      const from = event.target as HTMLElement;
      seen.push(`${(event as KeyboardEvent).key} on ${from.textContent}`);
      const parts = [one!, two!, three!];
      parts[parts.indexOf(from) + 1]?.focus();
    });
    hydrationCommitted(element);
    await nextTask();
    expect(seen).to.deep.equal(['ArrowRight on One', 'ArrowRight on Two']);
    expect(root.activeElement).to.equal(three);
  });

  it('interaction: replays no key once focus has left the island', async () => {
    const element = island('<a href="#one">One</a>');
    const outside = document.createElement('button');
    document.body.append(outside);
    const root = element.shadowRoot!;
    interaction(element, () => {});
    root.querySelector('a')!.focus();
    root.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }));
    outside.focus();
    const seen: string[] = [];
    document.addEventListener('keydown', (event) => seen.push(event.key));
    hydrationCommitted(element);
    await nextTask();
    expect(seen).to.deep.equal([]);
  });

  it("interaction: replays a field's value that the hydration triggered by its own input event put back", async () => {
    const element = island('<div><select><option>en</option><option>mr</option></select></div>');
    const root = element.shadowRoot!;
    const select = root.querySelector('select')!;
    interaction(element, () => {});
    // What React does, listening further in: an input event on a part not yet hydrated hydrates it at
    // once, which puts back the server's value and commits before the change event is dispatched.
    root.firstElementChild!.addEventListener(
      'input',
      () => {
        select.value = 'en';
        hydrationCommitted(element);
      },
      { capture: true, once: true },
    );
    const changes: string[] = [];
    root.addEventListener('change', () => changes.push(select.value));
    // The browser's order for a choice: the value, an input event, then a change event.
    select.value = 'mr';
    select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(changes).to.deep.equal(['en']);
    await nextTask();
    expect(changes).to.deep.equal(['en', 'mr']);
    expect(select.value).to.equal('mr');
  });

  it('interaction: hydrates at once when focus is in the island already (it came before the scripts)', () => {
    const focused = island('<input aria-label="Search">');
    const elsewhere = island('<input aria-label="Other">');
    focused.shadowRoot!.querySelector('input')!.focus();
    const hydrated: string[] = [];
    interaction(focused, () => hydrated.push('focused'));
    interaction(elsewhere, () => hydrated.push('elsewhere'));
    expect(hydrated).to.deep.equal(['focused']);
  });

  it('interaction: waits no more once stopped (the code came another way)', () => {
    const element = island('');
    let hydrations = 0;
    const stop = interaction(element, () => hydrations++);
    stop?.();
    element.dispatchEvent(new Event('pointerdown'));
    expect(hydrations).to.equal(0);
  });

  it('visible: hydrates an island in view, and not once stopped', async () => {
    const shown = island('<p>shown</p>');
    const stopped = island('<p>stopped</p>');
    const hydrated: string[] = [];
    visible(shown, () => hydrated.push('shown'));
    visible(stopped, () => hydrated.push('stopped'))?.();
    await frames(3);
    expect(hydrated).to.deep.equal(['shown']);
  });

  it('live: waits while only reading is in view; hydrates when a live part comes into view, or on interest', async () => {
    // A screen of text, then the live preview far below it.
    const docs = island(`<p style="height: 300vh">reading</p><div data-uni-live style="height: 10px">preview</div>`);
    let hydrations = 0;
    live(docs, () => hydrations++);
    await frames(3);
    expect(hydrations).to.equal(0);
    docs.shadowRoot!.querySelector('[data-uni-live]')!.scrollIntoView();
    await frames(3);
    expect(hydrations).to.be.greaterThan(0);

    const other = island(`<p style="height: 300vh">reading</p><div data-uni-live>preview</div>`);
    let interest = 0;
    live(other, () => interest++);
    other.dispatchEvent(new Event('focusin'));
    expect(interest).to.equal(1);
  });

  it('idle: hydrates once the loaded page is idle', async () => {
    let hydrations = 0;
    idle(island(''), () => hydrations++);
    expect(hydrations).to.equal(0);
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 4000 }));
    await nextTask();
    expect(hydrations).to.equal(1);
  });
});
