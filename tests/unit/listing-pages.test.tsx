import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expandPage } from '../../data/pages/expand-page';
import { listingsOf, showListingPage, splitListings } from '../../data/pages/listing-split';
import { activeSidebarId, buildRoutes } from '../../data/route-table';
import type { Stored } from '../../data/records/samples';
import type { PageFile, RouteEntry } from '../../data/schema/content';
import type { TableRow } from '../../data/schema/layouts';
import { sitemapPaths, sitemapTree, type SitemapNode } from '../../data/sitemap';
import { LanguageProvider } from '../../widgets/core/i18n';
import { ContentPageView } from '../../widgets/content-page/ContentPage';
import type { LanguageCode } from '../../data/i18n/languages';

/** Listings of records in pages of 25, each page its own path (data/listing-pages.ts). */

/** A page file whose item 2 (`/student/circulars`) lists the section's circulars. */
const pageFile: PageFile = {
  path: '/student',
  lastUpdated: '2026-11-20',
  sidebarItems: [
    { id: 1, itemText: 'Student', path: '/student', updates: [] },
    { id: 2, itemText: 'Circulars', path: '/student/circulars', updates: [] },
  ],
  contents: [
    { content_id: 1, layout_type: 'paragraph', paragraph: ['Welcome.'] },
    {
      content_id: 2,
      layout_type: 'searchbar-table',
      title: 'Circulars to students',
      searchable: true,
      sections: [
        {
          columns: ['Date', { heading: 'Circular', accessor: 'file_title' }, { heading: 'File', accessor: 'file' }],
          rows: { records: 'circulars', section: 'student' },
        },
      ],
    },
  ],
} as PageFile;

/** `count` circulars of the student section, one a day backwards from 2026-11-20, newest first. */
function circulars(count: number): Array<Stored<'circulars'>> {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 20 - index)).toISOString().slice(0, 10);
    return {
      slug: `${date}-circular-${index + 1}`,
      date,
      section: 'student',
      title: { en: `Circular number ${index + 1}`, mr: `परिपत्रक क्रमांक ${index + 1}` },
      file: `/docs/circulars/${date}-circular-${index + 1}.pdf`,
    } as Stored<'circulars'>;
  });
}

/** The site of that one page with `count` circulars: its routes, and each later page's rows as the build writes them. */
function siteOf(count: number, lang: LanguageCode = 'en') {
  const expanded = expandPage(
    'data/pages/student/student.en.yaml',
    pageFile,
    { circulars: circulars(count), today: '2026-11-27' },
    lang,
  );
  const { page, later } = splitListings(expanded);
  const routes = buildRoutes(
    [
      {
        root: '/student',
        parentTitle: 'Student',
        members: [{ path: '/student', title: 'Student', parentTitle: 'Student' }],
      },
    ],
    [page],
  );
  /** The route at `path` as its page shows it: a later page with its own rows. */
  const shown = (path: string): RouteEntry => {
    const route = routes.find((candidate) => candidate.path === path)!;
    const rows = later.find((candidate) => candidate.path === path)?.rows;
    return rows ? showListingPage(route, rows) : route;
  };
  return { page, later, routes, shown };
}

const tableOf = (route: RouteEntry) =>
  (
    route.contents.find((item) => item.layout_type === 'searchbar-table') as {
      sections: Array<{ rows: TableRow[]; listing?: unknown }>;
    }
  ).sections[0]!;

const html = (route: RouteEntry, lang: LanguageCode = 'en') =>
  renderToString(
    <LanguageProvider lang={lang}>
      <ContentPageView route={route} />
    </LanguageProvider>,
  );

describe('a listing of 500 circulars', () => {
  const site = siteOf(500);

  it('is 20 pages of 25 rows, page 1 at the listing’s path and pages 2 to 20 after it, each showing its item', () => {
    const paths = site.routes.map((route) => route.path);
    expect(paths).toEqual([
      '/student',
      '/student/circulars',
      ...Array.from({ length: 19 }, (_, index) => `/student/circulars/page/${index + 2}`),
    ]);
    const listingPaths = paths.slice(1);
    expect(listingPaths.map((path) => tableOf(site.shown(path)).rows.length)).toEqual(Array(20).fill(25));
    expect(listingPaths.map((path) => activeSidebarId(site.shown(path)))).toEqual(Array(20).fill(2));
    // Every circular once, in order: page 3 starts at the 51st.
    const titles = listingPaths.flatMap((path) => tableOf(site.shown(path)).rows.map((row) => row.file_title));
    expect(new Set(titles).size).toBe(500);
    expect(tableOf(site.shown('/student/circulars/page/3')).rows[0]!.file_title).toBe('Circular number 51');
    expect(tableOf(site.shown('/student/circulars/page/20')).listing).toEqual({
      path: '/student/circulars',
      page: 20,
      pages: 20,
    });
  });

  it('carries only page 1 in its section’s data; each later page’s data is its 25 rows', () => {
    expect(tableOf(site.routes[1]!).rows).toHaveLength(25);
    expect(listingsOf(site.page.contents)).toEqual([{ path: '/student/circulars', page: 1, pages: 20 }]);
    expect(site.later).toHaveLength(19);
    expect(site.later.every((page) => page.rows.length === 25)).toBe(true);
  });

  it('shows where the reader is and links the pages: previous, numbers in the language’s digits, next', () => {
    const page = html(site.shown('/student/circulars/page/10'));
    const nav = page.slice(page.indexOf('<nav aria-label="Pages of the list"'));
    expect(nav).toContain('Page 10 of 20');
    expect(nav).toMatch(/<a href="\/student\/circulars\/page\/9" rel="prev"[^>]*>Previous<\/a>/);
    expect(nav).toMatch(/<a href="\/student\/circulars\/page\/11" rel="next"[^>]*>Next<\/a>/);
    expect(nav).toMatch(/<a href="\/student\/circulars\/page\/10" aria-current="page"[^>]*>10<\/a>/);
    expect(nav).toMatch(/<a href="\/student\/circulars"[^>]*>1<\/a>/);
    // The sidebar's Circulars item is where the reader is; the page itself is the nav's.
    expect(page).toMatch(/<a href="\/student\/circulars" aria-current="true" data-sidebar-id="2"/);
    expect(page).not.toMatch(/aria-current="page" data-sidebar-id/);
    expect(html(site.shown('/student/circulars'))).toMatch(/aria-current="page" data-sidebar-id="2"/);
    expect(html(site.shown('/student/circulars'))).not.toContain('rel="prev"');
    expect(html(site.shown('/student/circulars/page/20'))).not.toContain('rel="next"');

    const marathi = siteOf(500, 'mr');
    const inMarathi = html(marathi.shown('/student/circulars/page/10'), 'mr');
    expect(inMarathi).toContain('<nav aria-label="यादीची पाने"');
    expect(inMarathi).toContain('२० पैकी पान १०');
    expect(inMarathi).toMatch(/<a href="\/mr\/student\/circulars\/page\/11" rel="next"[^>]*>पुढील<\/a>/);
    expect(inMarathi).toMatch(/aria-current="page"[^>]*>१०<\/a>/);
  });
});

describe('a listing’s page weighs the same whatever the number of records', () => {
  it('gives no pages past the first to 0 or 25 records, and a second page of 1 row to 26', () => {
    expect(siteOf(0).routes.map((route) => route.path)).toEqual(['/student', '/student/circulars']);
    expect(html(siteOf(0).shown('/student/circulars'))).toContain('No Data Found');
    expect(html(siteOf(25).shown('/student/circulars'))).not.toContain('data-listing-nav');
    const site = siteOf(26);
    expect(site.routes.map((route) => route.path).at(-1)).toBe('/student/circulars/page/2');
    expect(tableOf(site.shown('/student/circulars/page/2')).rows).toHaveLength(1);
    expect(html(site.shown('/student/circulars'))).toContain('Page 1 of 2');
  });

  it('has the same HTML and data at 100 and at 10,000 records (but for the digits of the page count)', () => {
    const small = siteOf(100);
    const large = siteOf(10_000);
    const size = (text: string) => new TextEncoder().encode(text).length;
    // The page count's digits (4 pages, 400 pages) and the dates and numbers in the rows differ a little.
    const near = (a: number, b: number) => expect(Math.abs(a - b) / a).toBeLessThan(0.02);
    near(size(html(small.shown('/student/circulars/page/2'))), size(html(large.shown('/student/circulars/page/2'))));
    near(size(html(small.shown('/student/circulars'))), size(html(large.shown('/student/circulars'))));
    // The section's data (what its pages fetch) and a later page's own data.
    near(size(JSON.stringify(small.page)), size(JSON.stringify(large.page)));
    near(size(JSON.stringify(small.later[0]!.rows)), size(JSON.stringify(large.later[0]!.rows)));
  });
});

describe('a page file that lists records', () => {
  it('fails naming the file when its table belongs to no sidebar item, or an item has two listings', () => {
    const orphan = { ...pageFile, contents: [{ ...pageFile.contents[1]!, content_id: 9 }] } as PageFile;
    expect(() =>
      expandPage('data/pages/student/student.en.yaml', orphan, { circulars: [], today: '2026-11-27' }, 'en'),
    ).toThrow(
      'data/pages/student/student.en.yaml: contents: the table of circulars (content_id 9) has no sidebar item with id 9',
    );
    const twice = { ...pageFile, contents: [pageFile.contents[1]!, pageFile.contents[1]!] } as PageFile;
    expect(() =>
      expandPage('data/pages/student/student.en.yaml', twice, { circulars: [], today: '2026-11-27' }, 'en'),
    ).toThrow('the sidebar item with id 2 has two tables of records');
  });
});

describe('the sitemaps', () => {
  it('list a listing’s later pages in sitemap.xml, and leave them to the listing on the sitemap page', () => {
    const routes = [
      { path: '/student/circulars', title: 'Circulars' },
      { path: '/student/circulars/page/2', title: 'Circulars' },
    ];
    expect(sitemapPaths(routes)).toEqual(expect.arrayContaining(['/student/circulars', '/student/circulars/page/2']));
    const flat = (nodes: SitemapNode[]): string[] => nodes.flatMap((node) => [node.path, ...flat(node.children)]);
    expect(flat(sitemapTree(routes))).toContain('/student/circulars');
    expect(flat(sitemapTree(routes))).not.toContain('/student/circulars/page/2');
  });
});
