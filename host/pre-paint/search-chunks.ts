import { languageOf } from '../../data/i18n/languages';
import { SEARCH_CHUNKS_ID } from '../../widgets/core/search/results-parts';
import { indexFileUrl } from '../../widgets/core/search/site-index';
import { preload, queryPreloads, queryScreen, type SearchPageIndex } from '../../widgets/page/search-page/query-chunks';

/*
 * The search page's step in its head (the prerender writes it there, after what the page knows of
 * its index, `SEARCH_CHUNKS_ID`, and before the pre-paint script): it preloads the index files of
 * `?q=` while the page is parsed, beside the page's script. A one-word query's first screen is in one
 * small file (data/search/first-screens.ts), the only one its results wait for; any other query
 * waits for the engine (the page's script imports it), the index's base and the query's postings
 * chunks, which the engine needed before it could ask for them, after the page's first layout. The engine's `fetch` of them takes the
 * preloaded answer.
 * A classic inline script, allowed by its hash (host/vite/servers/security-headers.ts). Where it
 * does not parse or run (an old browser), the page's script asks for the same files itself.
 */
const lang = languageOf(document.documentElement.lang);
const query = new URLSearchParams(location.search).get('q');
const index = document.getElementById(SEARCH_CHUNKS_ID)?.textContent;
if (lang && query && index) {
  const pageIndex = JSON.parse(index) as SearchPageIndex;
  // A query without a first screen waits for the engine too, which the page's script imports.
  if (!queryScreen(query, pageIndex.screenFiles)) preload('modulepreload', pageIndex.engine);
  for (const name of queryPreloads(query, pageIndex)) preload('preload', indexFileUrl(lang, name));
}
