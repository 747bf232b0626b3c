import { languageOf } from '../data/i18n/languages';
import { FIRST_SCREEN_RESULTS } from '../data/search/first-screens';
import {
  locationQuery,
  SEARCH_CHUNKS_ID,
  SEARCH_TEXTS_ID,
  type SearchPageTexts,
} from '../widgets/core/search/results-parts';
import { loadSiteIndex } from '../widgets/core/search/site-index';
import { paintSearchResults } from '../widgets/page/search-page/paint-results';
import { queryScreen, type SearchPageIndex } from '../widgets/page/search-page/query-chunks';
import { SEARCH_PAINTED_EVENT, SEARCH_PAINTING_ATTRIBUTE } from '../widgets/runtime/protocol';

/*
 * The search page's own script (a file that only the search page links, `async`: prerender-pages.ts,
 * host/vite/prerender/search-page-script.ts): it paints the results of `?q=` at once, without
 * React or the host's app, which load after the first paint like on any page, and only take the
 * page over at a client-side navigation. The search engine is a file of its own, imported
 * (site-index.ts) only once a one-word query's first screen is painted, or at once for any other.
 *
 * It runs as soon as it has downloaded, while the page is still being parsed: a one-word query's
 * results are painted from its file of first screens once the page's elements are there, the engine
 * and index opened after them; any other query's engine and index files are asked for at once (the
 * index keeps them). The page's other scripts and faces wait until
 * then (`SEARCH_PAINTED_EVENT`, host/pre-paint/after-paint.ts), whatever the outcome.
 */
document.documentElement.setAttribute(SEARCH_PAINTING_ATTRIBUTE, '');
const lang = languageOf(document.documentElement.lang);
const query = locationQuery().trim();
/** What the page knows of its index (prerender-pages.ts), in its head; read where the head is parsed. */
const pageIndex = (): SearchPageIndex => {
  const json = document.getElementById(SEARCH_CHUNKS_ID)?.textContent;
  return json ? (JSON.parse(json) as SearchPageIndex) : { chunkFirstTerms: [], screenFiles: 0, engine: '' };
};
// A failure is shown by the painting below, which asks again.
if (lang && query && !queryScreen(query, pageIndex().screenFiles))
  loadSiteIndex(lang)
    .then((index) => index.search(query, FIRST_SCREEN_RESULTS, true))
    .catch(() => undefined);

const paint = async () => {
  const page = document.querySelector('uni-page[path$="/search"]');
  const texts = document.getElementById(SEARCH_TEXTS_ID)?.textContent;
  if (!page || !lang || !texts)
    throw new Error(`The search page lacks its results widget, its language or its texts (#${SEARCH_TEXTS_ID})`);
  await paintSearchResults(page, lang, locationQuery(), JSON.parse(texts) as SearchPageTexts, pageIndex());
};
// The attribute goes first: painted before the pre-paint step listens (a query without hits is
// painted at once), the page's load event still finds the results done and releases the rest.
const paintThenRelease = () =>
  paint().finally(() => {
    document.documentElement.removeAttribute(SEARCH_PAINTING_ATTRIBUTE);
    document.dispatchEvent(new Event(SEARCH_PAINTED_EVENT));
  });
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', paintThenRelease, { once: true });
else void paintThenRelease();
