import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './built-pages';

/** The site's paths (`/sitemap-en-about-1.xml`) of the sitemap files the index (sitemap.xml) names, in its order. */
export const sitemapFilePaths = (index: string): string[] =>
  [...index.matchAll(/<sitemap><loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(([, path]) => path!);

/** The sitemap files dist/ holds that the index names, each with its text. */
export const builtSitemapFiles = (): Array<{ path: string; text: string }> =>
  sitemapFilePaths(readFileSync(join(DIST, 'sitemap.xml'), 'utf8')).map((path) => ({
    path,
    text: readFileSync(join(DIST, path), 'utf8'),
  }));

/** Every sitemap file the index in dist/ names, one after the other (each `<url>` is a line of its own). */
export const builtSitemaps = (): string =>
  builtSitemapFiles()
    .map((file) => file.text)
    .join('');

/** Every sitemap file the index names, as a running site serves them (`url`: a path's address there), one after the other. */
export async function servedSitemaps(url: (path: string) => string): Promise<string> {
  const read = async (path: string) => (await fetch(url(path))).text();
  const files = await Promise.all(sitemapFilePaths(await read('/sitemap.xml')).map(read));
  return files.join('');
}
