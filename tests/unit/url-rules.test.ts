import { describe, expect, it } from 'vitest';
import { isFilePath, isRootRelative, PLUGIN_ZIP_PATH } from '../../data/paths';
import { FilePath, Href, ImageSrc, SitePath, WebUrl } from '../../data/schema/common';
import { Update } from '../../data/schema/content';
import { LinkTarget } from '../../data/schema/home';
import { NewsRowsOrFeed } from '../../data/schema/json-feed';
import { Table } from '../../data/schema/layouts';
import { QuickLink } from '../../data/schema/site';
import type { ZodType } from 'zod';

/**
 * The URL rules of every schema (data/schema/common.ts, data/paths.ts): a URL field takes a
 * site path or an http(s) URL (links also mailto: and tel:), never a script, inline content
 * or a path that browsers read as another host.
 */
const accepts = (schema: ZodType, value: unknown) => schema.safeParse(value).success;

/** Values no URL field may take, whatever else it allows. */
const HOSTILE = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox',
  'file:///etc/passwd',
  '//evil.example/docs/a.pdf',
  '/\\evil.example/docs/a.pdf',
  '\\\\evil.example/docs/a.pdf',
  ' /about',
];

describe('URL rules', () => {
  it.each([
    ['SitePath', SitePath],
    ['FilePath', FilePath],
    ['Href', Href],
    ['WebUrl', WebUrl],
    ['ImageSrc', ImageSrc],
    ['LinkTarget', LinkTarget],
  ] as const)('%s refuses scripts, inline data and other hosts written as paths', (_, schema) => {
    for (const value of HOSTILE) expect(accepts(schema, value), value).toBe(false);
  });

  it('a site path is one slash and lowercase segments', () => {
    for (const path of ['/', '/about', '/about/history', '/student/exam-2026'])
      expect(accepts(SitePath, path), path).toBe(true);
    for (const path of ['about', '//about', '/About', '/a b', 'https://www.ssu-kolhapur.ac.in/about'])
      expect(accepts(SitePath, path), path).toBe(false);
  });

  it('a file path names a file of the site', () => {
    expect(accepts(FilePath, '/docs/student/circular.pdf')).toBe(true);
    expect(accepts(FilePath, '/docs/about/Annual-Report.PDF')).toBe(true);
    for (const path of ['/docs/student', 'docs/a.pdf', '//cdn.example/a.pdf', '/\\cdn.example/a.pdf', '/docs/a.pdf/x'])
      expect(accepts(FilePath, path), path).toBe(false);
  });

  it('a path names a file when its last segment has an extension, its query and fragment aside', () => {
    for (const path of ['/docs/a.pdf', '/docs/a.PDF', '/docs/a.pdf#page=2', '/docs/a.pdf?v=2', '/images/b.webp'])
      expect(isFilePath(path), path).toBe(true);
    for (const path of ['/about', '/about.us/history', '/search?q=a.pdf', '/docs#a.pdf', '/a.b', '/a.toolong'])
      expect(isFilePath(path), path).toBe(false);
  });

  it("the WordPress plugin's download is a file of the site, which link handling leaves to the browser", () => {
    // The /embed page links it (widgets/embed-docs/WordPressSection.tsx) and the build writes it there.
    expect(isFilePath(PLUGIN_ZIP_PATH)).toBe(true);
    expect(accepts(FilePath, PLUGIN_ZIP_PATH)).toBe(true);
  });

  it('a link is a site path, http(s), mailto or tel', () => {
    for (const href of [
      '/docs/a.pdf',
      '/about#staff',
      'https://ugc.gov.in/',
      'http://example.org/x?y=1',
      'mailto:registrar@example.org',
      'tel:+912312609000',
    ])
      expect(accepts(Href, href), href).toBe(true);
    for (const href of ['ftp://example.org/', 'tel:call-us', 'https://', 'about'])
      expect(accepts(Href, href), href).toBe(false);
  });

  it('a web address is http or https only', () => {
    expect(accepts(WebUrl, 'https://www.ssu-kolhapur.ac.in')).toBe(true);
    expect(accepts(WebUrl, 'http://example.org/')).toBe(true);
    for (const url of ['mailto:a@example.org', 'ftp://example.org/', '/about'])
      expect(accepts(WebUrl, url), url).toBe(false);
  });

  it('root-relative means one slash, not a protocol-relative host', () => {
    expect(isRootRelative('/docs/a.pdf')).toBe(true);
    expect(isRootRelative('//cdn.example/a.pdf')).toBe(false);
    expect(isRootRelative('/\\cdn.example/a.pdf')).toBe(false);
    expect(isRootRelative('docs/a.pdf')).toBe(false);
  });
});

describe('URL fields of the content schemas', () => {
  it("a sidebar update's path and a quick link's link are links", () => {
    expect(accepts(Update, { id: 1, text: 'Results', path: '/student/results' })).toBe(true);
    expect(accepts(Update, { id: 1, text: 'Results', path: '//evil.example/' })).toBe(false);
    expect(accepts(QuickLink, { title: 'Library', link: '/library' })).toBe(true);
    expect(accepts(QuickLink, { title: 'Library', link: 'javascript:alert(1)' })).toBe(false);
  });

  it("a linkable table column's cells are links, named by row and column when they are not", () => {
    const table = (cell: string) => ({
      columns: [{ heading: 'Site', accessor: 'site', linkable: true }],
      rows: [{ site: cell }],
    });
    expect(accepts(Table, table('https://ugc.gov.in/'))).toBe(true);
    const result = Table.safeParse(table('javascript:alert(1)'));
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['rows', 0, 'site']);
    expect(result.error!.issues[0]!.message).toMatch(/must be a site path/);
    // Not linkable: the same text is only text.
    expect(accepts(Table, { columns: ['Site'], rows: [{ site: 'javascript:alert(1)' }] })).toBe(true);
  });

  it("a department's JSON Feed may link only to web addresses", () => {
    const feed = (url: string) => ({
      version: 'https://jsonfeed.org/version/1.1',
      items: [{ id: '1', title: 'Notice', date_published: '2026-01-12T00:00:00+05:30', url }],
    });
    expect(accepts(NewsRowsOrFeed, feed('https://dept.example.org/notice'))).toBe(true);
    expect(accepts(NewsRowsOrFeed, feed('javascript:alert(1)'))).toBe(false);
    expect(accepts(NewsRowsOrFeed, feed('data:text/html,x'))).toBe(false);
  });
});
