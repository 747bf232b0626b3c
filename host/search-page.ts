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
 * The search page's own script (a file that only the search page loads: the step in its head asks
 * for it, host/pre-paint/search-chunks.ts; built by host/vite/prerender/search-page-script.ts). A
 * one-word query's first screen is painted by that step, from its file of first screens, before
 * this script is asked for: this script adds the rest of the ten below it, from the search engine
 * (a file of its own, imported by site-index.ts) and the index. Any other query's results it paints
 * itself, at once: its engine and index files were preloaded by the step. React and the host's app
 * load after the first paint like on any page, and only take the page over at a client-side
 * navigation. The page's other scripts and faces wait until the first results are painted
 * (`SEARCH_PAINTED_EVENT`, host/pre-paint/after-paint.ts), whatever the outcome.
 */
// Painted by the step in the head, the first screen holds nothing back any more.
if (!window.uniSearchFirstScreen) document.documentElement.setAttribute(SEARCH_PAINTING_ATTRIBUTE, '');
const lang = languageOf(document.documentElement.lang);
const query = locationQuery().trim();
/** What the page knows of its index (prerender-pages.ts), in its head; read where the head is parsed. */
const pageIndex = (): SearchPageIndex => {
  const json = document.getElementById(SEARCH_CHUNKS_ID)?.textContent;
  return json ? (JSON.parse(json) as SearchPageIndex) : { chunkFirstTerms: [], screenFiles: 0, engine: '', page: '' };
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
