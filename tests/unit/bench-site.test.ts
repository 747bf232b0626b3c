import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sectionPageData } from '../../host/vite/prerender/section-page-data';
import { languageDocuments } from '../../host/vite/search/search-sources';
import { menu } from '../../data/menu';
import { buildRoutes, menuPageGroups } from '../../data/route-table';
import { isLongSidebar, isSidebarLanding } from '../../data/sidebar-bound';
import { PageFile } from '../../data/schema/content';
import { Menu } from '../../data/schema/menu';
import { checkData } from '../../data/validate';
import { expandPage } from '../../data/pages/expand-page';
import { readRecord } from '../../data/records/read-record';
import { EVENT_CATEGORIES } from '../../data/records/event-categories';
import { SECTIONS } from '../../data/schema/records';
import {
  documentPath,
  groupPaths,
  groupTitles,
  hasDocument,
  menuTitles,
  menuWithDepartments,
  PARENT_PATH,
  random,
  RECORD_YEARS,
  recordCounts,
  RECORDS_SECTION,
  sectionPage,
  SIDEBAR_LIMITS,
  siteShape,
  syntheticRecord,
  wordPools,
} from '../tools/bench/synthetic-site.mjs';

const LANGS = ['en', 'mr', 'hi'] as const;
const pools = Object.fromEntries(LANGS.map((lang) => [lang, wordPools(languageDocuments(lang), lang)]));
const shape = siteShape(300);

describe("the bench's synthetic site (tests/tools/bench/synthetic-site.mjs)", () => {
  it('holds every page once, in departments of about √N pages (10,000: 100 × 100) that differ by one at most', () => {
    expect(siteShape(10000).groups.map((group) => group.pageCount)).toEqual(Array(100).fill(100));
    for (const pages of [2, 10, 11, 300, 2000, 12345, 40000]) {
      const { itemsPerGroup, groups } = siteShape(pages);
      expect(itemsPerGroup).toBeGreaterThanOrEqual(SIDEBAR_LIMITS.fewest);
      expect(itemsPerGroup).toBeLessThanOrEqual(SIDEBAR_LIMITS.most);
      const counts = groups.map((group) => group.pageCount);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(pages);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      expect(Math.max(...counts)).toBeLessThanOrEqual(itemsPerGroup);
      groups.forEach((group, index) => {
        const previous = groups[index - 1];
        expect(group.firstPage).toBe(previous ? previous.firstPage + previous.pageCount : 0);
      });
    }
    expect(() => siteShape(1)).toThrow(/2 pages or more/);
  });

  it("draws each language's text from the real site's words in that language, the same on every run", () => {
    expect(pools.en!.words.length).toBeGreaterThan(1000);
    // Marathi and Hindi pages name a few things in Latin letters (NCC, SWAYAM); nearly every word is Devanagari.
    for (const lang of ['mr', 'hi'] as const) {
      const devanagari = pools[lang]!.words.filter((word) => /[\u0900-\u097f]/.test(word));
      expect(devanagari.length / pools[lang]!.words.length).toBeGreaterThan(0.9);
    }
    const group = shape.groups[3]!;
    expect(sectionPage(group, 'mr', pools.mr!)).toEqual(sectionPage(group, 'mr', pools.mr!));
    const [first, second] = [random(7), random(7)];
    expect([first(), first(), first()]).toEqual([second(), second(), second()]);
  });

  it('writes section pages the schema accepts, alike in every language but for the words', () => {
    const group = shape.groups[0]!;
    const [english, marathi, hindi] = LANGS.map((lang) => sectionPage(group, lang, pools[lang]!));
    for (const page of [english, marathi, hindi]) checkData(PageFile, page, 'synthetic');
    const skeleton = (page: PageFile) => ({
      paths: page.sidebarItems.map((item) => [
        item.id,
        item.path,
        item.updates.map((update) => ('path' in update ? update.path : update)),
      ]),
      contents: page.contents.map((item) => [item.content_id, item.layout_type]),
    });
    expect(skeleton(marathi!)).toEqual(skeleton(english!));
    expect(skeleton(hindi!)).toEqual(skeleton(english!));
    expect(english!.sidebarItems.map((item) => item.path)).toEqual(groupPaths(group));
    // Every item has 5 updates and its content: paragraphs and a table, and every third page of the site a PDF.
    const documents = JSON.stringify(english!.contents).match(/"file":"[^"]+"/g) ?? [];
    const expected = groupPaths(group).filter((_, index) => hasDocument(group.firstPage + index));
    expect(documents).toHaveLength(expected.length);
    expect(documents[0]).toBe(`"file":"${documentPath(group, group.firstPage)}"`);
    expect(english!.sidebarItems.every((item) => item.updates.length === 5)).toBe(true);
  });

  it('adds one menu entry per department under Academics, and the route table makes exactly its pages', () => {
    const titles = shape.groups.map((group) => groupTitles(group, 'en', pools.en!));
    const withDepartments = checkData(Menu, menuWithDepartments(menu, shape.groups, titles), 'menu');
    const parent = withDepartments.find((item) => item.path === PARENT_PATH)!;
    const original = menu.find((item) => item.path === PARENT_PATH)!;
    expect(parent.submenus!.length).toBe((original.submenus ?? []).length + shape.groups.length);
    expect(withDepartments.filter((item) => item.path !== PARENT_PATH)).toEqual(
      menu.filter((item) => item.path !== PARENT_PATH),
    );
    // The build expands each page's record queries (no records here: the latest updates are none).
    const pages = shape.groups.map((group) =>
      expandPage(
        'synthetic',
        sectionPage(group, 'en', pools.en!),
        { circulars: [], notices: [], today: '2026-01-01' },
        'en',
      ),
    );
    const departments = menuPageGroups(withDepartments).filter((group) =>
      group.root.startsWith(`${PARENT_PATH}/department-`),
    );
    expect(departments).toHaveLength(shape.groups.length);
    const routes = buildRoutes(departments, pages);
    // Each page, and each long sidebar's landing page (data/sidebar-bound.ts), which lists its items.
    const landings = shape.groups.filter((group) => isLongSidebar(group.pageCount)).length;
    expect(landings).toBeGreaterThan(0);
    expect(routes).toHaveLength(300 + landings);
    expect(routes[1]!.title).toBe(titles[0]!.child);
    expect(routes.every((route) => route.sidebarItems.length <= shape.itemsPerGroup)).toBe(true);
    const marathi = menuTitles(
      shape.groups,
      shape.groups.map((group) => groupTitles(group, 'mr', pools.mr!)),
    );
    expect(Object.keys(marathi)).toEqual(departments.flatMap((group) => group.members.map((member) => member.path)));
  });

  it("a department's pages carry the same beside their own text at 100, 1,000 and 10,000 pages a language (issue #26: within 10 %)", () => {
    /** The largest gzip bytes, over the first department's pages, of a page's data without its own content. */
    const heaviest = (pages: number) => {
      const group = siteShape(pages).groups[0]!;
      const titles = [groupTitles(group, 'hi', pools.hi!)];
      const groups = menuPageGroups(menuWithDepartments(menu, [group], titles)).filter((candidate) =>
        candidate.root.startsWith(`${PARENT_PATH}/department-`),
      );
      const page = expandPage(
        'synthetic',
        sectionPage(group, 'hi', pools.hi!),
        { circulars: [], notices: [], today: '2026-01-01' },
        'hi',
      );
      const data = sectionPageData(groups, [{ file: 'synthetic', lang: 'hi', page }], 'hi');
      expect(data.length).toBeGreaterThanOrEqual(group.pageCount);
      // Its landing page (10,000: /academics/department-001/pages) lists them all, by design.
      const routes = data.map(([, { content }]) => content!.route).filter((route) => !isSidebarLanding(route));
      const gzip = (value: unknown) => gzipSync(JSON.stringify(value)).length;
      return {
        beside: Math.max(...routes.map((route) => gzip({ ...route, contents: [] }))),
        whole: Math.max(...routes.map(gzip)),
      };
    };
    const [hundred, thousand, tenThousand] = [heaviest(100), heaviest(1000), heaviest(10_000)];
    // A sidebar of 10 shows whole, one of 32 or 100 shows 12 and its landing's link: from 1,000 on, the same.
    expect(tenThousand.beside).toBeLessThan(thousand.beside * 1.1);
    // From 100 to 10,000, the two more links are within 10 % of a page's data.
    expect(tenThousand.beside - hundred.beside).toBeLessThan(hundred.whole * 0.1);
  });

  it('writes two records a page, circulars, notices and events over ten years, each a file the build accepts', () => {
    expect(recordCounts(10000)).toEqual({ circulars: 10000, notices: 6000, events: 4000 });
    const counts = recordCounts(300);
    const written = Object.entries(counts).flatMap(([kind, count]) =>
      Array.from({ length: count }, (_, index) =>
        syntheticRecord({ kind, index, count, pools, sections: SECTIONS, categories: EVENT_CATEGORIES }),
      ),
    );
    expect(written).toHaveLength(600);
    for (const { kind, year, slug, record } of written) {
      const file = `data/records/${kind}/${year}/${slug}.yaml`;
      const result = readRecord(file, JSON.stringify(record));
      expect('problems' in result ? result.problems : [], file).toEqual([]);
      expect(record.date.startsWith(year)).toBe(true);
    }
    const years = new Set(written.map((one) => Number(one.year)));
    expect(Math.min(...years)).toBe(RECORD_YEARS.first);
    expect(Math.max(...years)).toBe(RECORD_YEARS.last);
    expect(new Set(written.map((one) => `${one.kind}/${one.slug}`)).size).toBe(600);
    // Every section gets circulars; every language has its own words.
    const circulars = written.filter((one) => one.kind === 'circulars');
    expect(new Set(circulars.map((one) => one.record.section))).toEqual(new Set(SECTIONS));
    const title = circulars[0]!.record.title!;
    expect(/[\u0900-\u097f]/.test(title.mr!) && /[\u0900-\u097f]/.test(title.hi!)).toBe(true);
    const again = syntheticRecord({
      kind: 'notices',
      index: 5,
      count: counts.notices!,
      pools,
      sections: SECTIONS,
      categories: EVENT_CATEGORIES,
    });
    expect(written.find((one) => one.kind === 'notices' && one.slug === again.slug)).toEqual(again);
  });

  it("opens a department's updates with its section's latest records", () => {
    const english = sectionPage(shape.groups[0]!, 'en', pools.en!);
    expect(english.sidebarItems[0]!.updates[0]).toEqual({ id: 1, latest: 3, section: RECORDS_SECTION });
    expect(SECTIONS).toContain(RECORDS_SECTION);
  });
});
