import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { isLanguage, LANGUAGE_CODES, type LanguageCode } from '../../../data/i18n/languages.ts';
import { listingDataPath, listingOfDataPath } from '../../../data/listing-pages.ts';
import { forgetListingPages, listingPagesOf, pageSections } from './pages-plugin.ts';
import { buildDate } from './records-plugin.ts';

/**
 * A listing's later pages (`/student/circulars/page/2`, data/listing-pages.ts) as data of their
 * own, each holding its 25 rows and nothing else:
 * - in the browser, `/data/listings/<lang>/<path>.json` (`listingDataPath`), written by the build
 *   (`listingFilesPlugin`) and served by `npm run dev`;
 * - `virtual:listing-pages`: `loadListingPage(section, lang, path)`, the rows of one such page. In
 *   the browser it fetches that file; on the server (the prerender, the unit tests) it imports
 *   `virtual:listing-page/<section>?lang=<code>&path=<path>`, made here from the section's pages;
 * - `virtual:site-listing-pages?lang=<code>`: every later page of the site in a language, for the
 *   build steps that read the whole site (the search index, data/pages/site-pages.ts).
 */
const LOADER_ID = 'virtual:listing-pages';
const PAGE_PREFIX = 'virtual:listing-page/';
const SITE_ID = 'virtual:site-listing-pages';

const browserLoader = (
  root: string,
) => `import { assetUrl } from ${JSON.stringify(`${root}/widgets/core/asset-url.ts`)};
import { listingDataPath } from ${JSON.stringify(`${root}/data/listing-pages.ts`)};
export async function loadListingPage(section, lang, path) {
  const response = await fetch(assetUrl(listingDataPath(lang, path)));
  if (!response.ok) throw new Error(\`\${response.url}: \${response.status}\`);
  return response.json();
}
`;

// `/@id/`: the module runner takes any other id that does not start with a slash for a package.
const serverLoader = `export const loadListingPage = (section, lang, path) =>
  import(/* @vite-ignore */ \`/@id/${PAGE_PREFIX}\${section}?lang=\${lang}&path=\${encodeURIComponent(path)}\`).then((module) => module.default);
`;

function sendJson(response: ServerResponse, body: unknown) {
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify(body));
}

export function listingPagesPlugin(root: string, today = buildDate()): Plugin {
  const pagesOf = (section: string, lang: LanguageCode, watch?: (file: string) => void) =>
    listingPagesOf(root, section, lang, today, watch);
  return {
    name: 'uni-listing-pages',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const wanted = listingOfDataPath(request.url?.split('?')[0] ?? '');
        if (!wanted) return next();
        const rows = pageSections(root)
          .flatMap((section) => pagesOf(section, wanted.lang))
          .find((page) => page.path === wanted.path)?.rows;
        if (!rows) return next();
        sendJson(response, rows);
      });
    },
    resolveId: (id) =>
      id === LOADER_ID || id.startsWith(PAGE_PREFIX) || id.startsWith(`${SITE_ID}?`) ? `\0${id}` : undefined,
    load(id, options) {
      if (id === `\0${LOADER_ID}`) return options?.ssr ? serverLoader : browserLoader(root);
      if (id.startsWith(`\0${SITE_ID}?`)) {
        const lang = new URLSearchParams(id.split('?')[1]).get('lang');
        if (!isLanguage(lang)) return this.error(`${id.slice(1)}: give a language, ?lang=en`);
        const watch = (file: string) => this.addWatchFile(file);
        return `export default ${JSON.stringify(pageSections(root).flatMap((section) => pagesOf(section, lang, watch)))};\n`;
      }
      if (!id.startsWith(`\0${PAGE_PREFIX}`)) return undefined;
      const [section = '', query = ''] = id.slice(`\0${PAGE_PREFIX}`.length).split('?');
      const params = new URLSearchParams(query);
      const lang = params.get('lang');
      if (!isLanguage(lang)) return this.error(`${id.slice(1)}: give a language, ?lang=en`);
      if (!pageSections(root).includes(section)) return this.error(`${id.slice(1)}: no folder data/pages/${section}`);
      const path = params.get('path');
      const page = pagesOf(section, lang, (file) => this.addWatchFile(file)).find((each) => each.path === path);
      if (!page) return this.error(`${id.slice(1)}: no listing page ${path} in data/pages/${section}`);
      return `export default ${JSON.stringify(page.rows)};\n`;
    },
    // A page file or record changed (`npm run dev`): its listings are made again when next asked.
    watchChange: forgetListingPages,
  };
}

/** Writes every listing's later pages into the site build, one JSON file each, in every language. */
export function listingFilesPlugin(root: string, today = buildDate()): Plugin {
  return {
    name: 'uni-listing-files',
    apply: 'build',
    generateBundle() {
      for (const section of pageSections(root))
        for (const lang of LANGUAGE_CODES)
          for (const page of listingPagesOf(root, section, lang, today))
            this.emitFile({
              type: 'asset',
              fileName: listingDataPath(lang, page.path).slice(1),
              source: JSON.stringify(page.rows),
            });
    },
  };
}
