import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { newsTableRowsIn } from '../../data/content/news-table-rows';
import type { LanguageCode } from '../../data/i18n/languages';
import { expandPage } from '../../data/pages/expand-page';
import { showListingPage, splitListings } from '../../data/pages/listing-split';
import { newsRows, type Stored } from '../../data/records/samples';
import { buildRoutes } from '../../data/route-table';
import type { PageFile, RouteEntry } from '../../data/schema/content';
import type { TableRow } from '../../data/schema/layouts';
import { ContentPageView } from '../../widgets/content-page/ContentPage';
import { LanguageProvider } from '../../widgets/core/i18n';

/** The daily news table of /about/news (spec 3 "Daily news row") in pages of 25, as a section's circulars are. */

/** A page file whose item 2 (`/about/news`) is the daily news table, with the columns the site's has. */
const pageFile = {
  path: '/about',
  lastUpdated: '2026-11-20',
  sidebarItems: [
    { id: 1, itemText: 'About', path: '/about', updates: [] },
    { id: 2, itemText: 'Daily News', path: '/about/news', updates: [] },
  ],
  contents: [
    { content_id: 1, layout_type: 'paragraph', paragraph: ['Welcome.'] },
    {
      content_id: 2,
      layout_type: 'searchbar-table',
      title: 'Daily news',
      searchable: true,
      sections: [
        {
          columns: [
            { heading: 'Sr. No.', accessor: 'serial_no' },
            { heading: 'Date', accessor: 'date' },
            { heading: 'Title', accessor: 'file_title' },
            { heading: 'File', accessor: 'file' },
          ],
          rows: { records: 'news' },
        },
      ],
    },
  ],
} as PageFile;

/** `count` news items, one a day backwards from 2026-11-20, newest first (as the records plugin lists them). */
function news(count: number): Array<Stored<'news'>> {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 20 - index)).toISOString().slice(0, 10);
    return {
      date,
      title: { en: `News item ${count - index}`, mr: `बातमी ${count - index}` },
      file: `/docs/news/${date}-news.pdf`,
    } as Stored<'news'>;
  });
}

/** The site of that page with `count` news items in `lang`, made as the build makes it (host/vite/content/pages-plugin.ts). */
function siteOf(count: number, lang: LanguageCode = 'en') {
  const rows = newsTableRowsIn(lang, newsRows(news(count), lang));
  const expanded = expandPage(
    'data/pages/about/about.en.yaml',
    pageFile,
    { newsRows: rows, today: '2026-11-27' },
    lang,
  );
  const { page, later } = splitListings(expanded);
  const routes = buildRoutes(
    [{ root: '/about', parentTitle: 'About', members: [{ path: '/about', title: 'About', parentTitle: 'About' }] }],
    [page],
  );
  const shown = (path: string): RouteEntry => {
    const route = routes.find((candidate) => candidate.path === path)!;
    const own = later.find((candidate) => candidate.path === path)?.rows;
    return own ? showListingPage(route, own) : route;
  };
  return { page, later, routes, shown };
}

const rowsOf = (route: RouteEntry): TableRow[] =>
  (route.contents.find((item) => item.layout_type === 'searchbar-table') as { sections: Array<{ rows: TableRow[] }> })
    .sections[0]!.rows;

const html = (route: RouteEntry, lang: LanguageCode = 'en') =>
  renderToString(
    <LanguageProvider lang={lang}>
      <ContentPageView route={route} />
    </LanguageProvider>,
  );

describe('the daily news table of 60 items', () => {
  const site = siteOf(60);

  it('is 3 pages at /about/news, /about/news/page/2 and /3, newest first, numbered from the oldest', () => {
    expect(site.routes.map((route) => route.path)).toEqual([
      '/about',
      '/about/news',
      '/about/news/page/2',
      '/about/news/page/3',
    ]);
    const serials = ['/about/news', '/about/news/page/2', '/about/news/page/3'].map((path) =>
      rowsOf(site.shown(path)).map((row) => row.serial_no),
    );
    expect(serials.map((page) => page.length)).toEqual([25, 25, 10]);
    // Spec 3: serial_no, date, file_title, file; the numbers go on from page to page, down to 1.
    expect(serials.flat()).toEqual(Array.from({ length: 60 }, (_, index) => 60 - index));
    expect(rowsOf(site.shown('/about/news'))[0]).toMatchObject({ serial_no: 60, date: '20 Nov 2026' });
    expect(rowsOf(site.shown('/about/news/page/2'))[0]).toMatchObject({
      serial_no: 35,
      date: '26 Oct 2026',
      file_title: 'News item 35',
      file: '/docs/news/2026-10-26-news.pdf',
    });
  });

  it('links its pages, in Marathi with the language’s dates and digits', () => {
    const page = html(site.shown('/about/news/page/2'));
    expect(page).toContain('Page 2 of 3');
    expect(page).toMatch(/<a href="\/about\/news\/page\/3" rel="next"[^>]*>Next<\/a>/);
    expect(page).toMatch(/<a href="\/about\/news" rel="prev"[^>]*>Previous<\/a>/);
    const marathi = html(siteOf(60, 'mr').shown('/about/news/page/2'), 'mr');
    expect(marathi).toContain('३ पैकी पान २');
    expect(marathi).toContain('२६ ऑक्टोबर २०२६');
    expect(marathi).toContain('<td class="border border-gray-300 px-3 py-2 align-top text-left">३५</td>');
  });
});

describe('a page of the daily news table', () => {
  it('has the same HTML and data at 100 and at 10,000 items (but for the digits of numbers and dates)', () => {
    const small = siteOf(100);
    const large = siteOf(10_000);
    const size = (text: string) => new TextEncoder().encode(text).length;
    const near = (a: number, b: number) => expect(Math.abs(a - b) / a).toBeLessThan(0.03);
    near(size(html(small.shown('/about/news/page/2'))), size(html(large.shown('/about/news/page/2'))));
    near(size(html(small.shown('/about/news'))), size(html(large.shown('/about/news'))));
    near(size(JSON.stringify(small.page)), size(JSON.stringify(large.page)));
    near(size(JSON.stringify(small.later[0]!.rows)), size(JSON.stringify(large.later[0]!.rows)));
    expect(large.later).toHaveLength(399);
  });
});
