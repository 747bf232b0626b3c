import { runnerImport, type Plugin } from 'vite';

/**
 * Emits robots.txt and sitemap.xml (every content route and site page) into the
 * build, so search engines find the pages a client-side router would hide.
 */
export function sitemapPlugin(root: string): Plugin {
  return {
    name: 'uni-sitemap',
    apply: 'build',
    async generateBundle() {
      const load = <T>(file: string) =>
        runnerImport<T>(`${root}/${file}`, { root, configFile: false }).then((result) => result.module);
      const [{ routes }, { sitemapPaths }, { site }, { lastUpdatedOf }] = await Promise.all([
        load<typeof import('../../data/routes')>('data/routes.ts'),
        load<typeof import('../../data/sitemap')>('data/sitemap.ts'),
        load<typeof import('../../data/site')>('data/site.ts'),
        load<typeof import('../../data/last-updated')>('data/last-updated.ts'),
      ]);
      // lastmod is the date each page shows in its footer.
      const urls = sitemapPaths(routes).map(
        (path) => `  <url><loc>${site.siteUrl}${path}</loc><lastmod>${lastUpdatedOf(path, routes)}</lastmod></url>`,
      );
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
      });
    },
  };
}
