import { expect } from 'chai';
import { recordEarlyInput, replayEarlyInput } from '../../widgets/runtime/early-input';
import { hydrationCommitted } from '../../widgets/runtime/kept-input';
import { interaction } from '../../widgets/runtime/strategies/interaction';

/** A widget-like host with an open shadow root holding the given markup. */
function island(markup: string): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = markup;
  return root;
}

/** A visitor's click or keystroke, as the page sees it. */
const dispatch = (target: Element, type: 'click' | 'input') =>
  target.dispatchEvent(new Event(type, { bubbles: true, composed: true }));

describe('input kept before the scripts ran', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.uniEarlyInput = undefined;
  });

  it("gives the runtime each button press in order, then each field's last value, once", () => {
    const root = island(
      '<button type="button"><span>Menu</span></button><select><option>en</option><option>mr</option></select>' +
        '<input type="search"><button type="submit">Search</button>',
    );
    const [menu, submit] = [root.querySelector('button')!, root.querySelector('[type="submit"]')!];
    const [select, search] = [root.querySelector('select')!, root.querySelector('input')!];
    const seen: string[] = [];
    root.addEventListener('click', (event) => seen.push(`click ${(event.target as Element).textContent}`));
    root.addEventListener('change', (event) => {
      const field = event.target as HTMLInputElement;
      seen.push(`change ${field.localName} ${field.value}`);
    });

    let starts = 0;
    recordEarlyInput(() => starts++);
    dispatch(menu.querySelector('span')!, 'click');
    select.value = 'mr';
    dispatch(select, 'input');
    search.value = 'h';
    dispatch(search, 'input');
    search.value = 'hostel';
    dispatch(search, 'input');
    // The browser submitted the form already: a second press would submit it again.
    dispatch(submit, 'click');
    // Each one starts the page's scripts at once.
    expect(starts).to.equal(5);
    seen.length = 0;

    replayEarlyInput();
    expect(seen).to.deep.equal(['click Menu', 'change select mr', 'change input hostel']);
    // Taken: the recorder keeps nothing more, and a second call replays nothing.
    expect(window.uniEarlyInput).to.equal(undefined);
    dispatch(menu, 'click');
    seen.length = 0;
    replayEarlyInput();
    expect(seen).to.deep.equal([]);
    expect(starts).to.equal(5);
  });

  it("gives each key to its island's keeper, which has the widget press the moving ones again from where focus is", async () => {
    const menu = island('<a href="#one">One</a><a href="#two">Two</a><a href="#three">Three</a>');
    const search = island('<input aria-label="Search">');
    const [one, two, three] = menu.querySelectorAll('a');
    const key = (target: Element, name: string, modifiers: KeyboardEventInit = {}) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, ...modifiers }));
    let starts = 0;
    recordEarlyInput(() => starts++);
    one!.focus();
    key(one!, 'ArrowRight');
    key(one!, 'Tab'); // the browser moves focus itself
    key(search.querySelector('input')!, 'ArrowLeft'); // the caret's, in a field
    key(one!, 'ArrowLeft', { altKey: true }); // the browser's shortcut (back)
    key(one!, 'ArrowRight');
    // Any key starts the page's scripts at once.
    expect(starts).to.equal(5);
    // The runtime, listening now: the menu waits for its code (focus is in it, so it is on its way).
    const menuHost = menu.host;
    interaction(menuHost, () => {});
    replayEarlyInput();
    // The widget's code, once live: an arrow moves focus to the next link.
    const seen: string[] = [];
    menu.addEventListener('keydown', (event) => {
      const from = event.target as HTMLAnchorElement;
      seen.push(`${(event as KeyboardEvent).key} on ${from.textContent}`);
      (from === one ? two : three)!.focus();
    });
    hydrationCommitted(menuHost);
    await new Promise((resolve) => setTimeout(resolve));
    expect(seen).to.deep.equal(['ArrowRight on One', 'ArrowRight on Two']);
    expect(menu.activeElement).to.equal(three);
  });

  it('skips what left the page before the scripts ran', () => {
    const root = island('<button type="button">Open</button>');
    const button = root.querySelector('button')!;
    let clicks = 0;
    button.addEventListener('click', () => clicks++);
    recordEarlyInput(() => {});
    dispatch(button, 'click');
    clicks = 0;
    button.remove();
    replayEarlyInput();
    expect(clicks).to.equal(0);
  });
});
