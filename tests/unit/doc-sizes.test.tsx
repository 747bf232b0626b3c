import { statSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkedDocSizes } from '../../host/vite/prerender/linked-doc-sizes';
import { pageDataAt } from '../../host/vite/prerender/section-page-data';
import { contentIndex } from '../../data/content-index';
import { LANGUAGE_CODES, type LanguageCode } from '../../data/i18n/languages';
import type { PageData } from '../../data/page-data';
import { departmentData } from '../../data/records/departments';
import { siteDocSizes } from '../../data/records/file-sizes';
import { widgetDataFiles } from '../../data/records/widget-data-files';
import { feedPaths } from '../../data/feed-paths';
import type { FeedNewsRow } from '../../data/schema/json-feed';
import { site } from '../../data/site';
import { ContentPage } from '../../widgets/content-page/ContentPage';
import { pageDataOf } from '../../widgets/content-page/route-store';
import { LanguageProvider } from '../../widgets/core/i18n';
import { documentPath } from '../../widgets/core/link-marks';
import { News } from '../../widgets/news/News';

/** Every string in a value that links a PDF, keyed as the marks look it up. */
function linkedDocuments(value: unknown): string[] {
  const found = new Set<string>();
  JSON.stringify(value, (_key, node: unknown) => {
    const path = typeof node === 'string' ? documentPath(node) : undefined;
    if (path) found.add(path);
    return node;
  });
  return [...found].sort();
}

const bytesOnDisk = (path: string) => statSync(`public${path}`).size;

const render = (lang: LanguageCode, node: React.ReactNode) =>
  renderToString(<LanguageProvider lang={lang}>{node}</LanguageProvider>).replaceAll('<!-- -->', '');

describe('the sizes of the PDFs a page links, in its data (host/vite/prerender/linked-doc-sizes.ts)', () => {
  const table = { '/docs/a.pdf': 23_552, '/docs/b.pdf': 1_468_006, '/docs/c.pdf': 100 };

  it('are those of the PDFs the value links, however written, and no others; none: no field', () => {
    const route = {
      links: [
        { href: '/docs/a.pdf#page=2' },
        { href: `${site.siteUrl}/docs/b.pdf` },
        { href: '/docs/unknown.pdf' },
        { href: '/about' },
      ],
      text: 'c.pdf is named here, not linked',
    };
    expect(linkedDocSizes(route, table)).toEqual({ '/docs/a.pdf': 23_552, '/docs/b.pdf': 1_468_006 });
    expect(linkedDocSizes({ links: [{ href: '/about' }] }, table)).toBeUndefined();
  });

  it('are the same for a page whether the site has 3 PDFs or 20,000 (issue #26)', () => {
    const many = Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`/docs/r/${index}.pdf`, index]));
    const route = { updates: [{ path: '/docs/a.pdf' }, { path: '/docs/r/7.pdf' }] };
    const small = linkedDocSizes(route, { ...table, '/docs/r/7.pdf': 7 });
    expect(linkedDocSizes(route, { ...table, ...many })).toEqual(small);
    expect(JSON.stringify(small)).toBe('{"/docs/a.pdf":23552,"/docs/r/7.pdf":7}');
  });

  it("every content page's data carries the size of each PDF it links that the site has, and no other, in every language", async () => {
    let pagesWithSizes = 0;
    for (const lang of LANGUAGE_CODES)
      for (const { path } of contentIndex()!) {
        const data = pageDataOf(path, lang) as PageData;
        const expected = linkedDocuments(data.content).filter((document) => siteDocSizes[document] !== undefined);
        expect(Object.keys(data.docSizes ?? {}).sort(), `${lang} ${path}`).toEqual(expected);
        for (const document of expected) expect(data.docSizes![document]).toBe(bytesOnDisk(document));
        if (expected.length) pagesWithSizes += 1;
      }
    expect(pagesWithSizes).toBeGreaterThan(30);
    // The file the dev server answers with carries the same.
    const served = await pageDataAt('mr', '/student/circulars');
    expect(served?.docSizes).toEqual(pageDataOf('/student/circulars', 'mr')?.docSizes);
    expect(Object.keys(served?.docSizes ?? {}).length).toBeGreaterThan(5);
  });

  it("What's new and the archive carry their records' PDFs' sizes", async () => {
    const data = await pageDataAt('hi', '/whats-new');
    const expected = linkedDocuments(data?.records).filter((document) => siteDocSizes[document] !== undefined);
    expect(expected.length).toBeGreaterThan(5);
    expect(Object.keys(data?.docSizes ?? {}).sort()).toEqual(expected);
  });
});

describe("the 'PDF, 23 KB' marks, from the data that links the PDFs (widgets/core/link-marks.tsx)", () => {
  it('a content page says each PDF’s size from its page data; an embedder’s own table of routes says PDF alone', () => {
    const path = '/student/circulars';
    const route = pageDataOf(path, 'en')!.content!.route;
    const [document, bytes] = Object.entries(pageDataOf(path, 'en')!.docSizes!)[0]!;
    const size = `${Math.max(1, Math.round(bytes / 1024))} KB`;
    const html = render('en', <ContentPage path={path} />);
    expect(html).toContain(`(PDF, ${size})`);
    expect(html).toContain(document);
    const own = render('en', <ContentPage path={path} data={[route]} />);
    expect(own).toContain(document);
    expect(own).toContain('(PDF)');
    expect(own).not.toMatch(/PDF, [0-9]+ KB/);
  });

  it('the news says the size its rows give (the kit’s own files do); a department site’s rows without one say PDF alone', () => {
    const row = { serial_no: 1, date: '2025-09-18', file_title: 'Result', file: '/docs/news/result.pdf' };
    const sized: FeedNewsRow[] = [{ ...row, file_size: 23 * 1024 }];
    expect(render('en', <News data={sized} />)).toContain('Result (PDF, 23 KB)');
    expect(render('mr', <News data={sized} />)).toContain('Result (पीडीएफ, २३ केबी)');
    const own = render('en', <News data={[row]} />);
    expect(own).toContain('Result (PDF)');
    expect(own).not.toMatch(/PDF, [0-9]+ KB/);
  });

  it('the kit’s news file and the departments’ news files give each row its PDF’s size', () => {
    for (const lang of LANGUAGE_CODES) {
      const latest = widgetDataFiles(lang).find((file) => file.path === feedPaths(lang).latestNews)!
        .data as FeedNewsRow[];
      const departments = departmentData(lang).flatMap((department) => department.news as FeedNewsRow[]);
      const withFiles = [...latest, ...departments].filter((row) => row.file);
      expect(withFiles.length, lang).toBeGreaterThan(3);
      for (const row of withFiles) expect(row.file_size, `${lang} ${row.file}`).toBe(bytesOnDisk(row.file!));
    }
  });
});
