import type { Plugin } from 'vite';
import { loadSiteModule } from '../content/import-site-module.ts';
import { groupFiles, SITEMAP_INDEX, sitemapGroups, sitemapIndex, type DatedPath } from './sitemap-files.ts';

/**
 * Emits robots.txt and the sitemaps: an index (sitemap.xml, which robots.txt names) of one sitemap
 * file per top section and language (sitemap-files.ts), listing every content route and site
 * page, each with its `xhtml:link` alternates, so search engines find the pages a client-side
 * router would hide, and each language's version. In an incremental build a file whose bytes dist/
 * holds already is not written again (host/vite/incremental/unchanged-outputs.ts): its last change
 * and its compressed copies stay.
 */
export function sitemapPlugin(root: string): Plugin {
  return {
    name: 'uni-sitemap',
    apply: 'build',
    async generateBundle() {
      const load = <T>(file: string) => loadSiteModule<T>(root, file);
      const [
        { routes },
        { sitemapPaths },
        { site },
        { lastUpdatedOf },
        { LANGUAGE_CODES, localisedPath },
        records,
        { laterEventPages },
      ] = await Promise.all([
        load<typeof import('../../../data/routes')>('data/routes.ts'),
        load<typeof import('../../../data/sitemap')>('data/sitemap.ts'),
        load<typeof import('../../../data/site')>('data/site.ts'),
        load<typeof import('../../../data/last-updated')>('data/last-updated.ts'),
        load<typeof import('../../../data/i18n/languages')>('data/i18n/languages.ts'),
        load<typeof import('../../../data/records/site-record-pages')>('data/records/site-record-pages.ts'),
        load<typeof import('../../../data/records/widget-data-files')>('data/records/widget-data-files.ts'),
      ]);
      // What's new and the archive are dated by their records (data/records/site-record-pages.ts).
      const dated = [...routes, ...records.recordPagesIn('en')];
      // The events page's and the archive's later pages are made from the records
      // (data/records/event-pages.ts, data/records/record-pages.ts).
      const paths = [...sitemapPaths(routes), ...laterEventPages(), ...records.laterArchivePages()];
      // lastmod is the date each page shows in its footer; a page without one is a data error.
      const pages = paths.map((path): DatedPath => {
        const lastmod = lastUpdatedOf(path, dated);
        if (!lastmod) throw new Error(`sitemaps: ${path} has no lastUpdated date (data/last-updated.ts)`);
        return { path, lastmod };
      });
      const url = (lang: (typeof LANGUAGE_CODES)[number], path: string) =>
        `${site.siteUrl}${localisedPath(lang, path)}`;
      const groups = sitemapGroups(
        pages,
        routes.map((route) => route.path),
      );
      const files = [...groups].flatMap(([group, groupPages]) => groupFiles(group, groupPages, LANGUAGE_CODES, url));
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source });
      this.emitFile({ type: 'asset', fileName: SITEMAP_INDEX, source: sitemapIndex(site.siteUrl, files) });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/${SITEMAP_INDEX}\n`,
      });
    },
  };
}
