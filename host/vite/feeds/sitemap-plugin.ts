import type { Plugin } from 'vite';
import { loadSiteModule } from '../content/import-site-module.ts';

/**
 * Emits robots.txt and sitemap.xml (every content route and site page, in every
 * language, each with its `xhtml:link` alternates) into the build, so search
 * engines find the pages a client-side router would hide, and each language's version.
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
      const url = (lang: (typeof LANGUAGE_CODES)[number], path: string) =>
        `${site.siteUrl}${localisedPath(lang, path)}`;
      // lastmod is the date each page shows in its footer; a page without one is a data error.
      const lastmodOf = (path: string) => {
        const date = lastUpdatedOf(path, dated);
        if (!date) throw new Error(`sitemap.xml: ${path} has no lastUpdated date (data/last-updated.ts)`);
        return date;
      };
      const urls = paths.flatMap((path) => {
        const alternates = [
          ...LANGUAGE_CODES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(lang, path)}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en', path)}"/>`,
        ].join('');
        return LANGUAGE_CODES.map(
          (lang) => `  <url><loc>${url(lang, path)}</loc><lastmod>${lastmodOf(path)}</lastmod>${alternates}</url>`,
        );
      });
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
      });
    },
  };
}
