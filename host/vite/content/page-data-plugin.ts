import type { Plugin } from 'vite';
import { isLanguage } from '../../../data/i18n/languages.ts';
import { PAGE_DATA_FOLDER } from '../../../data/paths.ts';

/** `/en/about/history.json` (under the folder) -> English, `/about/history`; `/mr.json` -> Marathi, `/`. */
const PAGE_DATA_FILE = /^\/([a-z]{2})(\/[^?#]*)?\.json(?:[?#].*)?$/;

/**
 * The dev server's page data (data/page-data.ts): each file made on request from the sections'
 * modules, as the prerender writes it in a build (host/vite/prerender/section-page-data.ts), so
 * content pages and client-side navigation work under `npm run dev` and the browser tests.
 */
export function pageDataPlugin(): Plugin {
  return {
    name: 'uni-page-data',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(PAGE_DATA_FOLDER, (request, response, next) => {
        const [, lang, path = '/'] = PAGE_DATA_FILE.exec(request.url ?? '') ?? [];
        if (!isLanguage(lang)) return next();
        server
          .ssrLoadModule('/host/vite/prerender/section-page-data.ts')
          .then(async (module) => {
            const data = await (module as typeof import('../prerender/section-page-data')).pageDataAt(lang, path);
            response.statusCode = data ? 200 : 404;
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify(data ?? { error: `no page at ${path}` }));
          })
          .catch(next);
      });
    },
  };
}
