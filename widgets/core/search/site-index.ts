import type { LanguageCode } from '../../../data/i18n/languages';
import type { Hit } from '../../../data/search/engine';
import { assetUrl } from '../asset-url';

export type { Hit };

/** A language's loaded search index. */
export interface SiteIndex {
  search: (query: string, limit?: number) => Hit[];
}

/** The index file the build writes for a language (host/build/search-index-plugin.ts). */
export const indexUrl = (lang: LanguageCode) => assetUrl(`/search/${lang}.json`);

const loading = new Map<LanguageCode, Promise<SiteIndex>>();

/**
 * Downloads the search engine and a language's index, once per page. Called
 * when a visitor focuses a search box (or opens the search page), never before:
 * the engine is a dynamic import, so pages that are only read never fetch it.
 * Result links to the kit's pages and files resolve against the kit's site when embedded.
 */
export function loadSiteIndex(lang: LanguageCode): Promise<SiteIndex> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = Promise.all([
      import('../../../data/search/engine'),
      fetch(indexUrl(lang)).then((response) => {
        if (!response.ok) throw new Error(`search index ${response.status}`);
        return response.text();
      }),
    ]).then(([engine, json]) => {
      const index = engine.loadIndex(json);
      return {
        search: (query, limit) =>
          engine.runQuery(index, query, limit).map((hit) => ({ ...hit, url: assetUrl(hit.url) })),
      };
    });
    // A failed download may be retried on the next focus.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}
