import type { LanguageCode } from '../../../data/i18n/languages.ts';

/**
 * The sitemaps protocol takes at most 50,000 URLs and 50 MB (uncompressed) in one file. A file here
 * holds at most a fifth of each: at 30,000 pages a language in one top section a file of 10,000 URLs
 * is about 7 MB, and a path several times longer than the bench's still leaves room.
 */
export const SITEMAP_FILE_LIMITS: SitemapLimits = { urls: 10_000, bytes: 10 * 1024 * 1024 };

export interface SitemapLimits {
  urls: number;
  bytes: number;
}

/** The sitemap index: what robots.txt names, and what names every sitemap file. */
export const SITEMAP_INDEX = 'sitemap.xml';

/** A page of the sitemaps (a path without its language) and the date its content last changed (YYYY-MM-DD). */
export interface DatedPath {
  path: string;
  lastmod: string;
}

/** One sitemap file: its name (at the site's root), its text, and the newest `lastmod` of its URLs. */
export interface SitemapFile {
  fileName: string;
  source: string;
  lastmod: string;
}

/** The group of the pages under no top section of their own: the home page, the site's own pages, What's new, the events. */
const SITE_GROUP = 'site';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_START = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_END = '</urlset>\n';
/** What a sitemap file holds besides its URLs. */
const URLSET_BYTES = Buffer.byteLength(URLSET_START) + Buffer.byteLength(URLSET_END);

const topSegment = (path: string) => path.split('/')[1] ?? '';

/**
 * The pages by the top section they are under (`/academics/…`: `academics`), in their order: the
 * first segment of a content page's path is a top entry of the menu. A page under none (the home
 * page, the site's own pages, the record pages) is in the `site` group. A republish changes the dates
 * of one section's pages (and of the site's listings), so the other groups' files stay as they are.
 */
export function sitemapGroups(pages: readonly DatedPath[], contentPaths: readonly string[]): Map<string, DatedPath[]> {
  const sections = new Set(contentPaths.map(topSegment).filter((segment) => segment !== ''));
  const groups = new Map<string, DatedPath[]>();
  for (const page of pages) {
    const segment = topSegment(page.path);
    const group = sections.has(segment) ? segment : SITE_GROUP;
    const list = groups.get(group);
    if (list) list.push(page);
    else groups.set(group, [page]);
  }
  return groups;
}

/** A page's address in a language (the site's address and the page's localised path). */
export type PageUrl = (lang: LanguageCode, path: string) => string;

/**
 * One group's pages as sitemap files in each language, `sitemap-<lang>-<group>-<n>.xml` from 1,
 * each within `limits` (a group over them is split, in its order), each URL with its `xhtml:link`
 * alternates in every language and `x-default` (English), written once a page for all its
 * languages. The files are at the site's root: a sitemap may list only URLs under its own folder.
 */
export function groupFiles(
  group: string,
  pages: readonly DatedPath[],
  languages: readonly LanguageCode[],
  url: PageUrl,
  limits: SitemapLimits = SITEMAP_FILE_LIMITS,
): SitemapFile[] {
  const files = new Map(languages.map((lang) => [lang, new FileSplitter(`sitemap-${lang}-${group}`, limits)]));
  for (const page of pages) {
    const alternates = [
      ...languages.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(lang, page.path)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en', page.path)}"/>`,
    ].join('');
    for (const [lang, file] of files)
      file.add(
        page,
        `  <url><loc>${url(lang, page.path)}</loc><lastmod>${page.lastmod}</lastmod>${alternates}</url>\n`,
      );
  }
  return [...files.values()].flatMap((file) => file.done());
}

/** One language's files of a group: each `<url>` added to the last, a new one begun when it would pass a limit. */
class FileSplitter {
  private readonly files: SitemapFile[] = [];
  private entries: string[] = [];
  private bytes = 0;
  private lastmod = '';

  constructor(
    private readonly name: string,
    private readonly limits: SitemapLimits,
  ) {}

  add(page: DatedPath, entry: string): void {
    const size = Buffer.byteLength(entry);
    if (URLSET_BYTES + size > this.limits.bytes)
      throw new Error(`sitemap: ${page.path} alone is over ${this.limits.bytes} bytes`);
    if (this.entries.length === this.limits.urls || URLSET_BYTES + this.bytes + size > this.limits.bytes) this.close();
    this.entries.push(entry);
    this.bytes += size;
    if (page.lastmod > this.lastmod) this.lastmod = page.lastmod;
  }

  done(): SitemapFile[] {
    this.close();
    return this.files;
  }

  private close(): void {
    if (!this.entries.length) return;
    this.files.push({
      fileName: `${this.name}-${this.files.length + 1}.xml`,
      source: `${URLSET_START}${this.entries.join('')}${URLSET_END}`,
      lastmod: this.lastmod,
    });
    this.entries = [];
    this.bytes = 0;
    this.lastmod = '';
  }
}

/** The sitemap index naming `files` (at `siteUrl`), each with the newest `lastmod` of its URLs. */
export const sitemapIndex = (siteUrl: string, files: readonly SitemapFile[]): string =>
  `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((file) => `  <sitemap><loc>${siteUrl}/${file.fileName}</loc><lastmod>${file.lastmod}</lastmod></sitemap>\n`)
    .join('')}</sitemapindex>\n`;
