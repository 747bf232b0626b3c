import { expect } from 'chai';
import { replayEarlyInput } from '../../host/early-input';

/** A widget-like host with an open shadow root holding the given markup. */
function island(markup: string): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = markup;
  return root;
}

/** What the pre-paint script keeps of an event: its type and composed path, taken while it is dispatched. */
function kept(target: Element, type: 'click' | 'input'): { type: string; path: EventTarget[] } {
  let path: EventTarget[] = [];
  const keep = (event: Event) => (path = event.composedPath());
  window.addEventListener(type, keep, true);
  target.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
  window.removeEventListener(type, keep, true);
  return { type, path };
}

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

    select.value = 'mr';
    const selectInput = kept(select, 'input');
    search.value = 'h';
    const firstKey = kept(search, 'input');
    search.value = 'hostel';
    window.uniEarlyInput = [
      kept(menu.querySelector('span')!, 'click'),
      selectInput,
      firstKey,
      kept(search, 'input'),
      // The browser submitted the form already: a second press would submit it again.
      kept(submit, 'click'),
    ];
    seen.length = 0;

    replayEarlyInput();
    expect(seen).to.deep.equal(['click Menu', 'change select mr', 'change input hostel']);
    // Taken: the pre-paint script keeps nothing more, and a second call replays nothing.
    expect(window.uniEarlyInput).to.equal(undefined);
    replayEarlyInput();
    expect(seen).to.have.length(3);
  });

  it('skips what left the page before the scripts ran', () => {
    const root = island('<button type="button">Open</button>');
    const button = root.querySelector('button')!;
    let clicks = 0;
    button.addEventListener('click', () => clicks++);
    window.uniEarlyInput = [kept(button, 'click')];
    clicks = 0;
    button.remove();
    replayEarlyInput();
    expect(clicks).to.equal(0);
  });
});
