import type { Plugin } from 'vite';
import { isLanguage, type LanguageCode } from '../../../data/i18n/languages.ts';
import { forgetListingPages, isPageSection, listingPagesOf, pageSections } from './pages-plugin.ts';
import { buildDate } from './records-plugin.ts';
import { dataModule } from './in-thread-data.ts';
import { fileWatcher } from './watch-files.ts';

/**
 * A listing's later pages (`/student/circulars/page/2`, data/listing-pages.ts) as data of their
 * own, each holding its 25 rows and nothing else, for the server (the browser reads them in the
 * page's own data file, /page-data/<lang>/<path>.json, which the prerender writes from these):
 * - `virtual:listing-pages`: `loadListingPage(section, lang, path)`, the rows of one such page
 *   (host/vite/prerender/section-page-data.ts), imported from
 *   `virtual:listing-page/<section>?lang=<code>&path=<path>`, made here from the section's pages;
 * - `virtual:site-listing-pages?lang=<code>`: every later page of the site in a language, for the
 *   build steps that read the whole site (the search index, data/pages/site-pages.ts).
 */
const LOADER_ID = 'virtual:listing-pages';
const PAGE_PREFIX = 'virtual:listing-page/';
const SITE_ID = 'virtual:site-listing-pages';

// `/@id/`: the module runner takes any other id that does not start with a slash for a package.
const serverLoader = `export const loadListingPage = (section, lang, path) =>
  import(/* @vite-ignore */ \`/@id/${PAGE_PREFIX}\${section}?lang=\${lang}&path=\${encodeURIComponent(path)}\`).then((module) => module.default);
`;

export function listingPagesPlugin(root: string, today = buildDate()): Plugin {
  const pagesOf = (section: string, lang: LanguageCode, watch?: (file: string) => void) =>
    listingPagesOf(root, section, lang, today, watch);
  return {
    name: 'uni-listing-pages',
    resolveId: (id) =>
      id === LOADER_ID || id.startsWith(PAGE_PREFIX) || id.startsWith(`${SITE_ID}?`) ? `\0${id}` : undefined,
    load(id, options) {
      // Server code only: the browser has each later page's rows in the page's own data file.
      if (id === `\0${LOADER_ID}`)
        return options?.ssr ? serverLoader : this.error(`${LOADER_ID} is for the server; the browser reads /page-data`);
      if (id.startsWith(`\0${SITE_ID}?`)) {
        const lang = new URLSearchParams(id.split('?')[1]).get('lang');
        if (!isLanguage(lang)) return this.error(`${id.slice(1)}: give a language, ?lang=en`);
        return dataModule(
          this.environment,
          id,
          pageSections(root).flatMap((section) => pagesOf(section, lang, fileWatcher(this))),
        );
      }
      if (!id.startsWith(`\0${PAGE_PREFIX}`)) return undefined;
      const [section = '', query = ''] = id.slice(`\0${PAGE_PREFIX}`.length).split('?');
      const params = new URLSearchParams(query);
      const lang = params.get('lang');
      if (!isLanguage(lang)) return this.error(`${id.slice(1)}: give a language, ?lang=en`);
      if (!isPageSection(root, section)) return this.error(`${id.slice(1)}: no folder data/pages/${section}`);
      const path = params.get('path');
      const page = pagesOf(section, lang, fileWatcher(this)).find((each) => each.path === path);
      if (!page) return this.error(`${id.slice(1)}: no listing page ${path} in data/pages/${section}`);
      return dataModule(this.environment, id, page.rows);
    },
    // A page file or record changed (`npm run dev`): its listings are made again when next asked.
    watchChange: forgetListingPages,
  };
}
