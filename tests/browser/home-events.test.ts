import { expect } from 'chai';
import { events } from '../../data/home/events';
// Imported up front (not only lazily by the widget) so the dev server has zod ready before the data tests run.
import { UniEvents } from '../../data/schema/home';
import '../../widgets/events/element';
import { captureConsoleErrors, cleanup, mount, shadow, until } from './helpers';

const CATEGORIES = ['School/Sports', 'Academic', 'Cultural', 'Workshop', 'Examination'];

const panels = (element: Element) => Array.from(shadow(element).querySelectorAll<HTMLElement>('[data-events-panel]'));
const headers = (panel: Element) => Array.from(panel.querySelectorAll<HTMLButtonElement>('h3 > button'));
const header = (panel: Element, name: string) => headers(panel).find((button) => button.textContent === name)!;
const expanded = (panel: Element) =>
  headers(panel)
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);
const regionOf = (element: Element, button: HTMLButtonElement) =>
  shadow(element).getElementById(button.getAttribute('aria-controls')!) as HTMLElement;

describe('<uni-events> accordion (spec 2.4 item 6, spec 4)', () => {
  afterEach(cleanup);

  it('shows three identical panels, each with the five categories as accordion headers', async () => {
    const element = await mount('<uni-events></uni-events>');
    expect(shadow(element).querySelector('h2')!.textContent).to.equal('Upcoming Events');
    expect(panels(element)).to.have.length(3);
    for (const panel of panels(element)) {
      expect(headers(panel).map((button) => button.textContent)).to.deep.equal(CATEGORIES);
    }
    // Each category holds its 3 events (opened one after the other in the second panel).
    const second = panels(element)[1]!;
    for (const category of CATEGORIES) {
      header(second, category).click();
      await until(
        () => regionOf(element, header(second, category)).querySelectorAll('[data-event]').length === 3,
        `the 3 ${category} events`,
      );
    }
  });

  it('starts with School/Sports open in the first panel and nothing open in the other two', async () => {
    const element = await mount('<uni-events></uni-events>');
    expect(panels(element).map(expanded)).to.deep.equal([['School/Sports'], [], []]);
    const open = regionOf(element, header(panels(element)[0]!, 'School/Sports'));
    expect(open.hidden).to.equal(false);
    expect(open.querySelectorAll('[data-event]')).to.have.length(3);
    for (const panel of panels(element).slice(1)) {
      for (const button of headers(panel)) expect(regionOf(element, button).hidden).to.equal(true);
    }
  });

  it('a closed category opens and closes the open one; the open one closes; panels are independent', async () => {
    const element = await mount('<uni-events></uni-events>');
    const [first, second, third] = panels(element) as [HTMLElement, HTMLElement, HTMLElement];
    header(first, 'Academic').click();
    await until(() => expanded(first).join() === 'Academic', 'Academic to replace School/Sports');
    expect(regionOf(element, header(first, 'School/Sports')).hidden).to.equal(true);
    expect(regionOf(element, header(first, 'Academic')).hidden).to.equal(false);
    header(first, 'Academic').click();
    await until(() => expanded(first).length === 0, 'Academic to close');
    header(second, 'Examination').click();
    await until(() => expanded(second).join() === 'Examination', 'Examination to open in panel 2');
    expect(expanded(first)).to.deep.equal([]);
    expect(expanded(third)).to.deep.equal([]);
    header(second, 'Cultural').click();
    await until(() => expanded(second).join() === 'Cultural', 'Cultural to replace Examination');
  });

  it('follows the WAI-ARIA accordion pattern: buttons in headings control labelled regions', async () => {
    const element = await mount('<uni-events></uni-events>');
    const ids = new Set<string>();
    for (const panel of panels(element)) {
      for (const button of headers(panel)) {
        const region = regionOf(element, button);
        expect(region.getAttribute('role')).to.equal('region');
        expect(region.getAttribute('aria-labelledby')).to.equal(button.id);
        ids.add(button.id).add(region.id);
      }
    }
    expect(ids.size).to.equal(3 * 5 * 2);
  });

  it('the list area scrolls at a fixed 290 px', async () => {
    const element = await mount('<uni-events></uni-events>');
    for (const list of shadow(element).querySelectorAll<HTMLElement>('[data-events-list]')) {
      expect(getComputedStyle(list).height).to.equal('290px');
      expect(getComputedStyle(list).overflowY).to.equal('auto');
    }
    const first = shadow(element).querySelector<HTMLElement>('[data-events-list]')!;
    expect(first.scrollHeight).to.be.greaterThan(first.clientHeight);
  });

  it('shows each date split at the comma: month-day above the year', async () => {
    const element = await mount('<uni-events></uni-events>');
    const first = shadow(element).querySelector('[data-event]')!;
    expect(first.querySelector('[data-month-day]')!.textContent).to.equal('SEP 15');
    expect(first.querySelector('[data-year]')!.textContent).to.equal('2025');
    expect(first.querySelector('time')!.getAttribute('datetime')).to.equal('2025-09-15');
    const panel = panels(element)[0]!;
    const monthDays: Array<string | null> = [];
    for (const category of CATEGORIES) {
      if (header(panel, category).getAttribute('aria-expanded') !== 'true') header(panel, category).click();
      await until(() => header(panel, category).getAttribute('aria-expanded') === 'true', `${category} open`);
      monthDays.push(...Array.from(panel.querySelectorAll('[data-month-day]')).map((node) => node.textContent));
    }
    expect(monthDays).to.deep.equal(events.map((event) => event.date.split(',')[0]));
  });

  it('each panel has a "show more" link to /events', async () => {
    const element = await mount('<uni-events></uni-events>');
    for (const panel of panels(element)) {
      const link = Array.from(panel.querySelectorAll('a')).find((anchor) =>
        anchor.textContent!.startsWith('show more'),
      )!;
      expect(link.getAttribute('href')).to.equal('/events');
      expect(link.firstChild!.textContent).to.equal('show more');
    }
  });
});

describe('<uni-events mode="all"> and embedder data', () => {
  afterEach(cleanup);

  it('mode="all" lists the events page’s first page under its categories with the h1 "Upcoming Events"', async () => {
    const element = await mount('<uni-events mode="all"></uni-events>');
    expect(shadow(element).querySelector('h1')!.textContent).to.equal('Upcoming Events');
    // The sample's 15 events (of 2025) are one page: by category in the spec's order (data/records/event-pages.ts).
    expect(Array.from(shadow(element).querySelectorAll('h2')).map((heading) => heading.textContent)).to.deep.equal(
      CATEGORIES,
    );
    expect(shadow(element).querySelectorAll('[data-event]')).to.have.length(15);
    expect(panels(element)).to.have.length(0);
  });

  it('takes events as a JSON array of {category, date, description} from an inline script', async () => {
    const data = [
      { category: 'Seminar', date: 'JAN 8, 2026', description: 'Research seminar of the Department of Physics.' },
      { category: 'Seminar', date: 'JAN 22, 2026', description: 'Invited talk on solar cells.' },
      { category: 'Sports', date: 'FEB 3, 2026', description: 'Annual athletics meet.' },
    ];
    expect(UniEvents.safeParse(data).success).to.equal(true);
    const element = await mount(
      `<uni-events><script type="application/json">${JSON.stringify(data)}</script></uni-events>`,
    );
    await until(() => panels(element).length === 3 && headers(panels(element)[0]!).length === 2, 'the inline events');
    expect(headers(panels(element)[0]!).map((button) => button.textContent)).to.deep.equal(['Seminar', 'Sports']);
    expect(panels(element).map(expanded)).to.deep.equal([['Seminar'], [], []]);
    expect(panels(element)[0]!.querySelector('[data-month-day]')!.textContent).to.equal('JAN 8');
  });

  it('takes events from a src URL, in mode="all"', async () => {
    const url = URL.createObjectURL(
      new Blob([JSON.stringify([{ category: 'Workshop', date: 'MAR 5, 2026', description: 'LaTeX for theses.' }])], {
        type: 'application/json',
      }),
    );
    const element = await mount(`<uni-events mode="all" src="${url}"></uni-events>`);
    await until(() => shadow(element).querySelectorAll('[data-event]').length === 1, 'the fetched event');
    expect(shadow(element).querySelector('h2')!.textContent).to.equal('Workshop');
  });

  it('rejects events whose date is in no accepted form or not a real day, naming the field', async () => {
    const errors = captureConsoleErrors();
    try {
      const element = await mount(
        `<uni-events><script type="application/json">[{"category":"Academic","date":"Sept the 15th","description":"x"}]</script></uni-events>`,
      );
      await until(() => errors.messages.length > 0, 'the error');
      expect(errors.messages[0]).to.include('<uni-events>');
      expect(errors.messages[0]).to.include('[0].date');
      await until(() => shadow(element).querySelector('[role="status"]') !== null, 'the notice');
    } finally {
      errors.restore();
    }
  });
});

describe('<uni-events> in Marathi and Hindi', () => {
  afterEach(cleanup);

  it('names the show-more link in the language’s own word order', async () => {
    for (const [lang, name] of [
      ['en', 'show more upcoming events'],
      ['mr', 'आणखी आगामी कार्यक्रम पाहा'],
      ['hi', 'और आगामी कार्यक्रम देखें'],
    ] as const) {
      const element = await mount(`<uni-events lang="${lang}"></uni-events>`);
      const link = () => panels(element)[0]!.querySelector('a[href$="/events"]')!;
      await until(() => link().getAttribute('aria-label') === name, `the link named "${name}"`);
      // The visible words begin the name (WCAG 2.5.3, label in name).
      expect(name.startsWith(link().textContent!), lang).to.equal(true);
      cleanup();
    }
  });
});

/** The site's Devanagari face (the subset's source files), as a page gets it: Latin falls back to the system's sans-serif. */
async function loadDevanagariFont(): Promise<void> {
  for (const weight of ['400', '600']) {
    const url = `/node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`;
    const face = new FontFace('Noto Sans Devanagari', `url(${url})`, { weight });
    document.fonts.add(face);
    await face.load();
  }
}

describe('the date badge (issue 29: "OCT 16" wrapped onto two lines)', () => {
  afterEach(cleanup);

  const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
  // The 28th: a two-digit day with wide digits, in every month (the widest short names: MAR, ऑक्टो, अक्टू॰).
  const data = MONTHS.map((month) => ({ category: 'Academic', date: `${month} 28, 2025`, description: 'x' }));

  for (const lang of ['en', 'mr', 'hi'] as const) {
    it(`${lang}: every month fits the badge on one line, day first in Marathi and Hindi`, async () => {
      await loadDevanagariFont();
      const element = await mount(
        `<uni-events mode="all" lang="${lang}"><script type="application/json">${JSON.stringify(data)}</script></uni-events>`,
      );
      await until(() => shadow(element).querySelectorAll('[data-event]').length === 12, 'the 12 events');
      await document.fonts.ready;
      const badges = Array.from(shadow(element).querySelectorAll<HTMLElement>('[data-event] time'));
      const widths = new Set<number>();
      for (const badge of badges) {
        const monthDay = badge.querySelector<HTMLElement>('[data-month-day]')!;
        const text = monthDay.textContent!;
        const lineHeight = parseFloat(getComputedStyle(monthDay).lineHeight);
        expect(monthDay.getBoundingClientRect().height, `${lang} "${text}" on one line`).to.be.below(lineHeight * 1.5);
        expect(badge.scrollWidth, `${lang} "${text}" inside its badge`).to.be.at.most(badge.clientWidth);
        expect(/^(28|२८) /.test(text), `${lang} "${text}" day first`).to.equal(lang !== 'en');
        widths.add(Math.round(badge.getBoundingClientRect().width));
      }
      // Every badge keeps the one width: none had to grow, so the events' texts stay aligned.
      expect([...widths], lang).to.have.length(1);
    });
  }
});
