import { useCallback, useEffect, useState } from 'react';
import type { LanguageCode } from '../../../data/i18n/languages';
import { loadSiteIndex, type SearchAnswer, type SiteIndex } from './site-index';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

interface Loaded {
  lang: LanguageCode;
  index?: SiteIndex;
  failed?: boolean;
}

/**
 * A language's index in a component: `start()` begins the download (on focus);
 * `startNow` starts it at mount (the search page, which exists to search).
 */
export function useSiteSearch(lang: LanguageCode, startNow = false) {
  const [requested, setRequested] = useState(startNow);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const start = useCallback(() => setRequested(true), []);
  useEffect(() => {
    if (!requested) return;
    let current = true;
    loadSiteIndex(lang).then(
      (index) => current && setLoaded({ lang, index }),
      (error: unknown) => {
        if (!current) return;
        console.error('uni-search: the search index could not be loaded', error);
        setLoaded({ lang, failed: true });
        // The next focus tries again.
        setRequested(false);
      },
    );
    return () => {
      current = false;
    };
  }, [lang, requested]);
  const mine = loaded?.lang === lang ? loaded : undefined;
  const status: SearchStatus = mine?.index ? 'ready' : requested ? 'loading' : mine?.failed ? 'error' : 'idle';
  return { status, index: mine?.index, start };
}

interface Answer extends SearchAnswer {
  index: SiteIndex;
  query: string;
  limit: number;
}

/**
 * The hits for `query` (the index fetches what the query needs, so they arrive a
 * moment later): `answer` is the answer to the newest query, `undefined` until it
 * arrives. With `texts`, each hit also carries its body text for a snippet.
 */
export function useSearchHits(index: SiteIndex | undefined, query: string, limit = Infinity, texts = false) {
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const wanted = query.trim();
  useEffect(() => {
    if (!index || !wanted) return;
    let current = true;
    index.search(wanted, limit, texts).then(
      (found) => {
        if (!current) return;
        setFailed(false);
        setAnswer({ index, query: wanted, limit, ...found });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('uni-search: a part of the search index could not be loaded', error);
        setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [index, wanted, limit, texts]);
  const fresh = answer && answer.index === index && answer.query === wanted && answer.limit === limit;
  // `latest` keeps the previous answer on screen while the next one is on its way (no flicker as you type).
  return { answer: fresh ? answer : undefined, latest: wanted ? answer : undefined, failed };
}
