import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { upcomingThenPast } from '../../data/records/event-order';
import { EVENTS_PATH, eventPages, laterEventPagePaths } from '../../data/records/event-pages';
import { laterEventPages } from '../../data/records/widget-data-files';
import type { UniEvent } from '../../data/schema/home';
import { screenFor } from '../../host/screens';
import { pageDataAt } from '../../host/vite/prerender/section-page-data';
import { LanguageProvider } from '../../widgets/core/i18n';
import { Events } from '../../widgets/events/Events';
import { ListingNav } from '../../widgets/layouts/ListingNav';

/** The events page (`/events`, `<uni-events mode="all">`) in pages of 25, as the circulars are (data/records/event-pages.ts). */

const TODAY = '2026-11-27';
const CATEGORIES = ['School/Sports', 'Academic', 'Cultural', 'Workshop', 'Examination'];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** `count` events, one a day from `first` (YYYY-MM-DD) on, the categories in turn, written as the records give them. */
function events(count: number, first = '2026-11-20'): UniEvent[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(start + index * 86_400_000);
    return {
      category: CATEGORIES[index % CATEGORIES.length]!,
      date: `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`,
      description: `Event number ${index + 1} of the university`,
    };
  });
}

/** A page of the events page as the host shows it (host/App.tsx): the widget's page of events, then the links to the others. */
const html = (page: UniEvent[], number: number, pages: number, lang: 'en' | 'mr' = 'en') =>
  renderToString(
    <LanguageProvider lang={lang}>
      <Events data={page} mode="all" page={number} />
      <ListingNav listing={{ path: EVENTS_PATH, page: number, pages }} />
    </LanguageProvider>,
  );

/** Every event in the events page's order: upcoming, then past. */
const inPageOrder = (list: readonly UniEvent[]) => {
  const { upcoming, past } = upcomingThenPast(list, TODAY);
  return [...upcoming, ...past];
};

describe('the events page’s order and pages', () => {
  it('shows upcoming events first, soonest first, then past ones, most recent first', () => {
    const shuffled = [
      { category: 'Academic', date: 'NOV 20, 2026', description: 'past, older' },
      { category: 'Cultural', date: 'DEC 25, 2026', description: 'upcoming, later' },
      { category: 'Academic', date: 'NOV 26, 2026', description: 'past, recent' },
      { category: 'Workshop', date: 'NOV 27, 2026', description: 'today' },
      { category: 'Academic', date: 'DEC 1, 2026', description: 'upcoming, soon' },
    ];
    expect(inPageOrder(shuffled).map((event) => event.description)).toEqual([
      'today',
      'upcoming, soon',
      'upcoming, later',
      'past, recent',
      'past, older',
    ]);
  });

  it('keeps the records’ order among events of one day', () => {
    const sameDay = ['first', 'second', 'third'].map((description) => ({
      category: 'Academic',
      date: 'DEC 1, 2026',
      description,
    }));
    expect(inPageOrder(sameDay).map((event) => event.description)).toEqual(['first', 'second', 'third']);
  });

  it('lists a page by category in the spec’s order, each category in the page’s order', () => {
    const page = eventPages(events(60), TODAY)[0]!;
    expect([...new Set(page.map((event) => event.category))]).toEqual(CATEGORIES);
    const academic = page.filter((event) => event.category === 'Academic').map((event) => event.description);
    expect(academic).toEqual(
      inPageOrder(events(60))
        .slice(0, 25)
        .filter((event) => event.category === 'Academic')
        .map((event) => event.description),
    );
  });

  it('cuts 60 events into pages of 25, 25 and 10 at /events, /events/page/2 and /3; none is one empty page', () => {
    expect(eventPages(events(60), TODAY).map((page) => page.length)).toEqual([25, 25, 10]);
    expect(laterEventPagePaths(60)).toEqual(['/events/page/2', '/events/page/3']);
    expect(eventPages([], TODAY)).toEqual([[]]);
    expect(laterEventPagePaths(25)).toEqual([]);
  });

  it('links its pages in Marathi, with the language’s digits', () => {
    const pages = eventPages(events(60), TODAY);
    const marathi = html(pages[1]!, 2, 3, 'mr');
    expect(marathi).toContain('३ पैकी पान २');
    expect(marathi).toMatch(/<a href="\/mr\/events\/page\/3" rel="next"[^>]*>पुढील<\/a>/);
    expect(marathi).toMatch(/<a href="\/mr\/events" rel="prev"[^>]*>/);
    expect(marathi).toMatch(/<a href="\/mr\/events\/page\/2" aria-current="page"/);
  });

  it('gives a later page its own title in each language, and no data past the last page', async () => {
    expect(screenFor('/events/page/2')).toEqual({ kind: 'events', title: 'Upcoming Events, page 2' });
    expect(screenFor('/events/page/2', 'mr')).toEqual({ kind: 'events', title: 'आगामी कार्यक्रम, पान २' });
    expect(screenFor('/events/page/1').kind).toBe('not-found');
    // The sample's events fill one page: /events knows it, and it has no page 2 to prerender.
    expect(laterEventPages()).toEqual([]);
    expect((await pageDataAt('mr', '/events'))?.listing).toEqual({ path: '/events', page: 1, pages: 1 });
    expect(await pageDataAt('mr', '/events/page/2')).toBeNull();
  });
});

describe('a page of the events page', () => {
  it('has the same HTML and data at 100 and at 10,000 events (but for the digits of the page count)', () => {
    const size = (text: string) => new TextEncoder().encode(text).length;
    const near = (a: number, b: number) => expect(Math.abs(a - b) / a).toBeLessThan(0.03);
    // As many upcoming as past, so page 1 is upcoming events at either size.
    const small = eventPages(events(100, '2026-09-28'), TODAY);
    const large = eventPages(events(10_000, '2013-01-02'), TODAY);
    expect(large).toHaveLength(400);
    near(size(JSON.stringify(small[0])), size(JSON.stringify(large[0])));
    near(size(html(small[0]!, 1, small.length)), size(html(large[0]!, 1, large.length)));
    near(size(html(small[1]!, 2, small.length, 'mr')), size(html(large[1]!, 2, large.length, 'mr')));
  });
});
