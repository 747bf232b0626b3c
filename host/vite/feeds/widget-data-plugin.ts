import type { Plugin } from 'vite';
import { isWidgetDataPath } from '../../../data/feed-paths.ts';
import { LANGUAGE_CODES } from '../../../data/i18n/languages.ts';
import { loadSiteModule } from '../content/import-site-module.ts';

type WidgetDataModule = typeof import('../../../data/records/widget-data-files');

const asJson = (data: unknown) => `${JSON.stringify(data, null, 1)}\n`;

/**
 * Writes the events and news widgets' default data beside the feeds, in each language
 * (data/records/widget-data-files.ts: the accordion's upcoming events, the events page's pages, the latest
 * news), and serves the same files under `npm run dev` and the browser tests, made on request
 * from the records. Served with CORS like the feeds (host/vite/servers/site-rules.ts), so an
 * embedded widget reads them from the kit's site.
 */
export function widgetDataPlugin(root: string): Plugin {
  return {
    name: 'uni-widget-data',
    async generateBundle() {
      const { widgetDataFiles } = await loadSiteModule<WidgetDataModule>(root, 'data/records/widget-data-files.ts');
      for (const lang of LANGUAGE_CODES)
        for (const { path, data } of widgetDataFiles(lang))
          this.emitFile({ type: 'asset', fileName: path.slice(1), source: asJson(data) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!isWidgetDataPath(path)) return next();
        server
          .ssrLoadModule('/data/records/widget-data-files.ts')
          .then((module) => {
            const file = LANGUAGE_CODES.flatMap((lang) => (module as WidgetDataModule).widgetDataFiles(lang)).find(
              (candidate) => candidate.path === path,
            );
            if (!file) return next();
            response.statusCode = 200;
            response.setHeader('Content-Type', 'application/json');
            response.end(asJson(file.data));
          })
          .catch((error: unknown) => {
            // A record that needs correcting: the answer says which (the build fails on it too).
            response.statusCode = 500;
            response.setHeader('Content-Type', 'text/plain; charset=utf-8');
            response.end(`${path}: ${error instanceof Error ? error.message : String(error)}`);
          });
      });
    },
  };
}
