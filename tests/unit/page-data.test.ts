import { describe, expect, it } from 'vitest';
import { pageDataAt, sectionPageData } from '../../host/vite/prerender/section-page-data';
import { pageDataOf } from '../../widgets/content-page/route-store';
import { contentIndex } from '../../data/content-index';
import { LANGUAGE_CODES } from '../../data/i18n/languages';
import { listingOf } from '../../data/listing-pages';
import { pageDataPath } from '../../data/paths';
import type { PageEntry } from '../../data/pages/expand-page';
import type { PageGroup } from '../../data/route-table';
import type { PageContent } from '../../data/schema/content';

/** A department's page: `items` sidebar items, each with two paragraphs of its own and five updates. */
function department(number: number, items: number): PageContent {
  const root = `/academics/department-${number}`;
  const paths = Array.from({ length: items }, (_, index) => (index === 0 ? root : `${root}/topic-${index}`));
  return {
    path: root,
    sidebarItems: paths.map((path, index) => ({
      id: index + 1,
      itemText: `Topic ${index} of department ${number}`,
      path,
      updates: Array.from({ length: 5 }, (_, update) => ({
        id: update + 1,
        text: `Circular ${update} of ${path}`,
        path: `/docs/${number}-${index}-${update}.pdf`,
      })),
    })),
    contents: paths.map((path, index) => ({
      content_id: index + 1,
      layout_type: 'paragraph' as const,
      sections: [{ heading: `About ${path}`, paragraph: [`${path} `.repeat(40), `More on ${path} `.repeat(40)] }],
    })),
  };
}

/** A section of `pages` department pages (each a menu group), as the build reads one, and its groups. */
function section(pages: number, items: number): { groups: PageGroup[]; entries: PageEntry[] } {
  const entries = Array.from({ length: pages }, (_, index) => ({
    file: `data/pages/academics/department-${index + 1}.en.yaml`,
    lang: 'en' as const,
    page: department(index + 1, items),
  }));
  const groups = entries.map(({ page }) => ({
    root: page.path,
    parentTitle: 'Academics',
    members: [{ path: page.path, title: page.sidebarItems[0]!.itemText, parentTitle: 'Academics' }],
  }));
  return { groups, entries };
}

/** The bytes of one path's page data in a section built from `pages` pages of `items` items. */
function bytesOf(path: string, pages: number, items: number): number {
  const { groups, entries } = section(pages, items);
  const data = sectionPageData(groups, entries, 'en').find(([candidate]) => candidate === path)?.[1];
  if (!data) throw new Error(`no page data for ${path}`);
  return JSON.stringify(data).length;
}

describe("a page's data (data/page-data.ts, host/vite/prerender/section-page-data.ts)", () => {
  it('is the same size in a section of 10 pages and of 1,000 (issue #26: it must not grow with the site)', () => {
    const path = '/academics/department-7/topic-3';
    expect(bytesOf(path, 1000, 10)).toBe(bytesOf(path, 10, 10));
  });

  it("holds its own item's content and updates, not its group's: 90 more items add their links only", () => {
    const path = '/academics/department-2/topic-1';
    const small = bytesOf(path, 3, 10);
    const large = bytesOf(path, 3, 100);
    // Each sidebar link is under 150 bytes; each item's content and updates are over 1,500.
    expect(large - small).toBeLessThan(90 * 150);
    const { groups, entries } = section(3, 100);
    const data = sectionPageData(groups, entries, 'en').find(([candidate]) => candidate === path)![1];
    const text = JSON.stringify(data);
    expect(text).toContain('About /academics/department-2/topic-1');
    expect(text).not.toContain('About /academics/department-2/topic-2');
    expect(text).not.toContain('Circular 0 of /academics/department-2/topic-2');
    expect(data.content?.route.contents).toHaveLength(1);
  });

  it("every content page of the site has its data in every language, the same route the page's path shows", () => {
    // tests/unit/setup.ts has loaded every section in every language.
    const index = contentIndex() ?? [];
    expect(index.length).toBeGreaterThan(10);
    for (const lang of LANGUAGE_CODES)
      for (const { path } of index) {
        const route = pageDataOf(path, lang)?.content?.route;
        expect(route?.path, `${lang} ${path}`).toBe(path);
        // A listing's later page (/student/circulars/page/2) shows its listing's item.
        const active = route!.sidebarItems.find((item) => item.path === listingOf(path).path)?.id ?? 1;
        expect(
          route!.contents.every((item) => item.content_id === active),
          `${lang} ${path}`,
        ).toBe(true);
      }
  });

  it('keeps a later page’s rows in its own page data, /page-data/<lang>/<path>.json, with its numbered title', async () => {
    expect(pageDataPath('mr', '/student/circulars/page/2')).toBe('/page-data/mr/student/circulars/page/2.json');
    const data = await pageDataAt('mr', '/student/circulars/page/2');
    expect(data?.title).toMatch(/^परिपत्रके, पान २ /);
    const table = data?.content?.route.contents.find((item) => item.layout_type === 'searchbar-table') as
      { sections: Array<{ rows: unknown[]; listing?: { page: number } }> } | undefined;
    expect(table?.sections[0]?.rows).toHaveLength(1);
    expect(table?.sections[0]?.listing?.page).toBe(2);
    // A page past the last is no page: no data file.
    expect(await pageDataAt('mr', '/student/circulars/page/3')).toBeNull();
  });
});
