import { useCallback, useEffect, useState } from 'react';
import type { LanguageCode } from '../../../data/i18n/languages';
import { loadSiteIndex, type SiteIndex } from './site-index';

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
