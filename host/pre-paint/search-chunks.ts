import { languageOf } from '../../data/i18n/languages';
import { SEARCH_CHUNKS_ID } from '../../widgets/core/search/results-parts';
import { indexFileUrl } from '../../widgets/core/search/site-index';
import { queryChunks } from '../../widgets/page/search-page/query-chunks';

/*
 * The search page's step in its head (the prerender writes it there, after the first term of each
 * postings chunk, `SEARCH_CHUNKS_ID`, and before the pre-paint script): it preloads the postings
 * chunks of `?q=` while the page is parsed, beside the page's script and the index's base, which
 * the engine needed before it could ask for them, after the page's first layout. The engine's
 * `fetch` of them takes the preloaded answer (as it does the base's).
 * A classic inline script, allowed by its hash (host/vite/servers/security-headers.ts). Where it
 * does not parse or run (an old browser), the page's script asks for the same files itself.
 */
const lang = languageOf(document.documentElement.lang);
const query = new URLSearchParams(location.search).get('q');
const firstTerms = document.getElementById(SEARCH_CHUNKS_ID)?.textContent;
if (lang && query && firstTerms)
  for (const name of queryChunks(query, JSON.parse(firstTerms) as string[])) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = indexFileUrl(lang, name);
    document.head.append(link);
  }
