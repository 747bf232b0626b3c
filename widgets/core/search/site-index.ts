import type { LanguageCode } from '../../../data/i18n/languages';
import type { Hit } from '../../../data/search/engine';
import type { SearchAnswer } from '../../../data/search/sharded-index';
import { assetUrl } from '../asset-url';
import { indexFileUrl } from './index-files';

export type { Hit, SearchAnswer };

/** A language's opened search index: each query fetches the few index files it needs. */
export interface SiteIndex {
  /** How many hits, and the first `limit` of them, best first; with `texts`, each with its body text (for snippets). */
  search: (query: string, limit?: number, texts?: boolean) => Promise<SearchAnswer>;
}

const loading = new Map<LanguageCode, Promise<SiteIndex>>();

/** One file of a language's index (`base.json`, `t3.json`, …), parsed. */
export async function fetchIndexFile(lang: LanguageCode, name: string): Promise<unknown> {
  const url = indexFileUrl(lang, name);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index ${response.status} for ${url}`);
  return response.json();
}

/**
 * Downloads the search engine and a language's index base, once per page.
 * Called when a visitor focuses a search box (or opens the search page), never
 * before: the engine is a dynamic import, so pages that are only read never
 * fetch it. Result links to the kit's pages and files resolve against the kit's
 * site when embedded.
 */
export function loadSiteIndex(lang: LanguageCode): Promise<SiteIndex> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = import('../../../data/search/sharded-index')
      .then(({ ShardedIndex }) => ShardedIndex.open((name) => fetchIndexFile(lang, name)))
      .then((index) => {
        const linked = (hits: Hit[]) => hits.map((hit) => ({ ...hit, url: assetUrl(hit.url) }));
        return {
          search: async (query, limit, texts) => {
            const answer = await index.search(query, limit, texts);
            return { total: answer.total, hits: linked(answer.hits) };
          },
        };
      });
    // A failed download may be retried on the next focus.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}
