import { expect } from 'chai';
import '../../widgets/header/element';
import '../../widgets/search/element';
import { cleanup, mount, shadow, until } from './helpers';
import { indexRequests } from './search-index-fixture';

/** The index requests, and any download of the search engine's code (its module or MiniSearch). */
const searchRequests = () => [
  ...indexRequests,
  ...performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\/data\/search\/|minisearch/.test(name)),
];

/** Types into a React-controlled input as a visitor would (the native setter, then an input event). */
function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const key = (input: HTMLInputElement, name: string) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, composed: true }));

describe('the header search combobox', function () {
  // The first focus downloads the engine through the dev server: allow for it on a busy machine.
  this.timeout(60000);
  afterEach(cleanup);

  async function openHeader() {
    const header = await mount('<uni-header></uni-header>');
    const root = shadow(header);
    const input = root.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    const list = root.getElementById(input.getAttribute('aria-controls')!)!;
    const live = root.querySelector('output[aria-live="polite"]')!;
    return { root, input, list, live };
  }

  it('downloads neither the search code nor the index before the box is focused', async () => {
    const { input } = await openHeader();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searchRequests()).to.deep.equal([]);
    input.focus();
    await until(
      () => searchRequests().some((name) => name.includes('/search/en/base.json')),
      'the index request',
      30000,
    );
  });

  it('shows suggestions as you type, announces their count, and moves with the arrow keys', async () => {
    const { root, input, list, live } = await openHeader();
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(list.getAttribute('role')).to.equal('listbox');
    input.focus();
    type(input, 'hostel');
    await until(() => input.getAttribute('aria-expanded') === 'true', 'the suggestions', 30000);
    const options = Array.from(list.querySelectorAll('[role="option"]'));
    expect(options.length).to.be.greaterThan(1);
    expect(options.length).to.be.at.most(8);
    expect(options[0]!.textContent).to.match(/hostel/i);
    await until(() => /\d+ suggestions/.test(live.textContent ?? ''), 'the announced count');
    expect(live.textContent).to.include(`${options.length} suggestions`);

    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    key(input, 'ArrowDown');
    await until(() => input.getAttribute('aria-activedescendant') === options[0]!.id, 'the first option active');
    expect(options[0]!.getAttribute('aria-selected')).to.equal('true');
    key(input, 'ArrowDown');
    await until(() => input.getAttribute('aria-activedescendant') === options[1]!.id, 'the second option active');
    key(input, 'ArrowUp');
    key(input, 'ArrowUp');
    // ArrowUp from the first option wraps to the last.
    await until(
      () => input.getAttribute('aria-activedescendant') === options.at(-1)!.id,
      'the last option active after wrapping',
    );
    expect(root.activeElement).to.equal(input);
  });

  it('Enter opens the active suggestion; Escape closes the list, then clears the box', async () => {
    const { input, list } = await openHeader();
    input.focus();
    type(input, 'Panchganga river');
    await until(() => input.getAttribute('aria-expanded') === 'true', 'the suggestions', 30000);
    const option = list.querySelector<HTMLElement>('[role="option"]')!;
    const link = option.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/about/history/city');
    let opened = '';
    link.addEventListener('click', (event) => {
      event.preventDefault();
      opened = link.getAttribute('href')!;
    });
    key(input, 'ArrowDown');
    await until(() => input.getAttribute('aria-activedescendant') === option.id, 'the option active');
    key(input, 'Enter');
    expect(opened).to.equal('/about/history/city');

    key(input, 'Escape');
    await until(() => input.getAttribute('aria-expanded') === 'false', 'the list closed');
    expect(list.hidden).to.equal(true);
    expect(input.value).to.equal('Panchganga river');
    key(input, 'Escape');
    await until(() => input.value === '', 'the box cleared');
  });

  it('finds a Marathi word in the Marathi index on a Marathi page', async () => {
    const header = await mount('<uni-header lang="mr"></uni-header>');
    const input = shadow(header).querySelector<HTMLInputElement>('input[role="combobox"]')!;
    input.focus();
    type(input, 'पंचगंगा');
    await until(() => input.getAttribute('aria-expanded') === 'true', 'Marathi suggestions', 30000);
    const hrefs = Array.from(shadow(header).querySelectorAll('[role="option"] a')).map((a) => a.getAttribute('href'));
    expect(hrefs).to.include('/mr/about/history/city');
  });
});

describe('<uni-search>', function () {
  this.timeout(60000);
  afterEach(cleanup);

  it('embeds the same combobox, labelled with the university, in the language asked for', async () => {
    const widget = await mount('<uni-search lang="hi" limit="3"></uni-search>');
    const root = shadow(widget);
    const input = root.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    expect(root.querySelector(`label[for="${input.id}"]`)!.textContent).to.equal('सह्याद्री राज्य विश्वविद्यालय में खोजें');
    expect(root.querySelector('form')!.getAttribute('action')).to.equal('/hi/search');
    input.focus();
    type(input, 'प्रवेश');
    await until(() => input.getAttribute('aria-expanded') === 'true', 'Hindi suggestions', 30000);
    const hrefs = Array.from(root.querySelectorAll('[role="option"] a')).map((a) => a.getAttribute('href')!);
    expect(hrefs.length).to.be.within(1, 3);
    expect(hrefs.every((href) => href.startsWith('/hi/') || href.endsWith('.pdf') || href.startsWith('http'))).to.equal(
      true,
    );
  });
});
