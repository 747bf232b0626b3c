import { languageOf } from '../data/i18n/languages';
import { locationQuery, SEARCH_TEXTS_ID, type SearchPageTexts } from '../widgets/core/search/results-parts';
import { paintSearchResults } from '../widgets/page/search-page/paint-results';

/*
 * The search page's own script (a module the prerender links from the search page alone,
 * host/vite/prerender/prerender-pages.ts): it paints the results of `?q=` at once, without React or the
 * host's app, which load after the first paint like on any page, and only take the page over
 * at a client-side navigation.
 */
const page = document.querySelector('uni-page[path$="/search"]');
const lang = languageOf(page?.getAttribute('lang'));
const texts = document.getElementById(SEARCH_TEXTS_ID)?.textContent;
if (!page || !lang || !texts)
  throw new Error(`The search page lacks its results widget, its language or its texts (#${SEARCH_TEXTS_ID})`);
paintSearchResults(page, lang, locationQuery(), JSON.parse(texts) as SearchPageTexts);
