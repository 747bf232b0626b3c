import type { LanguageCode } from '../../data/i18n/languages';
import { SEARCH_CHUNKS_ID, SEARCH_TEXTS_ID, type SearchPageTexts } from '../../widgets/core/search/results-parts';
import { indexFileUrl } from '../../widgets/core/search/index-files';
import { firstScreenOf, fromScreen, nextPaint } from '../../widgets/page/search-page/first-screen';
import { preload, queryPreloads, queryScreen, type SearchPageIndex } from '../../widgets/page/search-page/query-chunks';
import { resultsView } from '../../widgets/page/search-page/results-view';
import { SEARCH_PAINTED_EVENT, SEARCH_PAINTING_ATTRIBUTE } from '../../widgets/runtime/protocol';

/*
 * The search page's step in its head (the prerender writes it there, after what the page knows of
 * its index, `SEARCH_CHUNKS_ID`, and before the pre-paint script). A one-word query's first screen
 * is in one small file (data/search/first-screens.ts): this step asks for it while the page is
 * parsed, beside the stylesheets, and draws its results once the page is parsed, so they are in
 * the page's first frame when the file is in by then, with no script file to wait for. Then the
 * page's script (host/search-page.ts) loads, for the rest of the ten. Any other query waits for
 * the engine, the index's base and the query's postings chunks, which this step preloads, and for
 * the page's script, which it asks for at once.
 * A classic inline script, allowed by its hash (host/vite/servers/security-headers.ts), ES2015.
 * Where it stops (an old browser), the page's script is asked for, and paints.
 */
const root = document.documentElement;
const lang = root.lang as LanguageCode;
const query = new URLSearchParams(location.search).get('q');
const index = document.getElementById(SEARCH_CHUNKS_ID)?.textContent;
if (query && index) {
  const pageIndex = JSON.parse(index) as SearchPageIndex;
  const pageScript = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = pageIndex.page;
    document.head.append(script);
  };
  // The pre-paint script holds the page's other files back until the results are painted.
  root.setAttribute(SEARCH_PAINTING_ATTRIBUTE, '');
  try {
    if (!queryScreen(query, pageIndex.screenFiles)) {
      preload('modulepreload', pageIndex.engine);
      for (const name of queryPreloads(query, pageIndex)) preload('preload', indexFileUrl(lang, name));
      pageScript();
    } else {
      const screen = firstScreenOf(lang, query.trim(), pageIndex.screenFiles);
      window.uniSearchFirstScreen = screen;
      const parsed = new Promise((done) => document.addEventListener('DOMContentLoaded', done));
      Promise.all([screen, parsed])
        .then(([found]) => {
          const page = document.querySelector('uni-page[path$="/search"]');
          const texts = document.getElementById(SEARCH_TEXTS_ID)?.textContent;
          if (!found || !page || !texts) return;
          const [total, hits] = found;
          const view = resultsView(page, lang, query.trim(), JSON.parse(texts) as SearchPageTexts);
          view.draw(total, hits.map(fromScreen), hits.length >= total);
          return nextPaint(view.body).then(() => {
            root.removeAttribute(SEARCH_PAINTING_ATTRIBUTE);
            document.dispatchEvent(new Event(SEARCH_PAINTED_EVENT));
          });
        })
        .then(pageScript, pageScript);
    }
  } catch {
    pageScript();
  }
}
