import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, localisedPath, type LanguageCode } from '../../data/i18n/languages';
import {
  groupFiles,
  SITEMAP_FILE_LIMITS,
  sitemapGroups,
  sitemapIndex,
  type DatedPath,
  type SitemapLimits,
} from '../../host/vite/feeds/sitemap-files';

const SITE = 'https://www.example.ac.in';
const url = (lang: LanguageCode, path: string) => `${SITE}${localisedPath(lang, path)}`;
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** `count` pages of one department, dated a day apart. */
const department = (count: number): DatedPath[] =>
  Array.from({ length: count }, (_, index) => ({
    path: `/academics/physics/page-${index}`,
    lastmod: `2026-01-${String(1 + (index % 28)).padStart(2, '0')}`,
  }));

/** The files of `group` in `lang` only (each language's are made together). */
const groupFilesIn = (lang: LanguageCode, ...[group, pages, limits]: [string, DatedPath[], SitemapLimits?]) =>
  groupFiles(group, pages, LANGUAGE_CODES, url, limits).filter((file) =>
    file.fileName.startsWith(`sitemap-${lang}-${group}-`),
  );

const locsOf = (source: string): string[] =>
  (xml.parse(source).urlset.url as Array<{ loc: string }>).map((entry) => entry.loc);

describe('the sitemaps', () => {
  it('group the pages by the top section they are under, the others in the site’s group, each in its order', () => {
    const pages = ['/', '/about', '/academics/physics', '/about/history', '/terms', '/events/page/2'].map((path) => ({
      path,
      lastmod: '2026-11-20',
    }));
    const groups = sitemapGroups(pages, ['/about', '/about/history', '/academics/physics']);
    expect(Object.fromEntries([...groups].map(([group, list]) => [group, list.map((page) => page.path)]))).toEqual({
      site: ['/', '/terms', '/events/page/2'],
      about: ['/about', '/about/history'],
      academics: ['/academics/physics'],
    });
  });

  it('split a group over the URL limit into files of the limit, every page once, in order, each file dated by its newest page', () => {
    const pages = department(7);
    const files = groupFilesIn('mr', 'academics', pages, { urls: 3, bytes: 1e6 });
    expect(files.map((file) => file.fileName)).toEqual([
      'sitemap-mr-academics-1.xml',
      'sitemap-mr-academics-2.xml',
      'sitemap-mr-academics-3.xml',
    ]);
    expect(files.map((file) => locsOf(file.source).length)).toEqual([3, 3, 1]);
    expect(files.flatMap((file) => locsOf(file.source))).toEqual(pages.map((page) => url('mr', page.path)));
    expect(files.map((file) => file.lastmod)).toEqual(['2026-01-03', '2026-01-06', '2026-01-07']);
    // Every language's files, made together.
    expect(
      groupFiles('academics', pages, LANGUAGE_CODES, url, { urls: 3, bytes: 1e6 }).map((file) => file.fileName),
    ).toEqual(LANGUAGE_CODES.flatMap((lang) => [1, 2, 3].map((n) => `sitemap-${lang}-academics-${n}.xml`)));
  });

  it('split a group over the byte limit into files within it', () => {
    const pages = department(10);
    const whole = groupFilesIn('en', 'academics', pages)[0]!.source;
    const limit = Math.floor(Buffer.byteLength(whole) / 3);
    const files = groupFilesIn('en', 'academics', pages, { urls: 1000, bytes: limit });
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect(Buffer.byteLength(file.source), file.fileName).toBeLessThanOrEqual(limit);
    expect(files.flatMap((file) => locsOf(file.source))).toEqual(pages.map((page) => url('en', page.path)));
    expect(() => groupFilesIn('en', 'academics', pages, { urls: 1000, bytes: 600 })).toThrow(
      '/academics/physics/page-0 alone is over 600 bytes',
    );
  });

  it('keep a file of 10,000 long URLs within a fifth of the protocol’s 50 MB', () => {
    expect(SITEMAP_FILE_LIMITS.urls).toBeLessThanOrEqual(50_000 / 5);
    expect(SITEMAP_FILE_LIMITS.bytes).toBeLessThanOrEqual((50 * 1024 * 1024) / 5);
    const long = Array.from({ length: SITEMAP_FILE_LIMITS.urls }, (_, index) => ({
      path: `/academics/department-of-chemical-engineering-and-technology/programme-${index}/syllabus`,
      lastmod: '2026-11-20',
    }));
    const files = groupFilesIn('hi', 'academics', long);
    expect(files).toHaveLength(1);
    expect(Buffer.byteLength(files[0]!.source)).toBeLessThan(SITEMAP_FILE_LIMITS.bytes);
  });

  it('are well-formed XML of the protocol’s shape: a sitemap file with its alternates, and the index', () => {
    const pages = [
      { path: '/about', lastmod: '2026-10-01' },
      { path: '/about/history', lastmod: '2026-11-02' },
    ];
    const [file] = groupFilesIn('hi', 'about', pages);
    expect(XMLValidator.validate(file!.source)).toBe(true);
    expect(file!.source.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    const { urlset } = xml.parse(file!.source);
    expect(urlset['@xmlns']).toBe(SITEMAP_NAMESPACE);
    expect(urlset['@xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    expect(Object.keys(urlset).filter((key) => !key.startsWith('@'))).toEqual(['url']);
    const [first] = urlset.url as Array<Record<string, unknown>>;
    expect(Object.keys(first!)).toEqual(['loc', 'lastmod', 'xhtml:link']);
    expect(first!.loc).toBe(`${SITE}/hi/about`);
    expect(first!.lastmod).toBe('2026-10-01');
    expect(first!['xhtml:link']).toEqual([
      ...LANGUAGE_CODES.map((lang) => ({ '@rel': 'alternate', '@hreflang': lang, '@href': url(lang, '/about') })),
      { '@rel': 'alternate', '@hreflang': 'x-default', '@href': `${SITE}/about` },
    ]);

    const index = sitemapIndex(SITE, [file!, { fileName: 'sitemap-hi-site-1.xml', source: '', lastmod: '2026-11-20' }]);
    expect(XMLValidator.validate(index)).toBe(true);
    const { sitemapindex } = xml.parse(index);
    expect(sitemapindex['@xmlns']).toBe(SITEMAP_NAMESPACE);
    expect(sitemapindex.sitemap).toEqual([
      { loc: `${SITE}/sitemap-hi-about-1.xml`, lastmod: '2026-11-02' },
      { loc: `${SITE}/sitemap-hi-site-1.xml`, lastmod: '2026-11-20' },
    ]);
  });
});
