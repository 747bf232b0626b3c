/**
 * What the site's service worker keeps for reading offline, shared by the worker
 * (host/offline/service-worker.ts) and the offline page that lists it.
 */

/** Pages the visitor has opened (HTML, one entry per URL). */
export const PAGES_CACHE = 'ssu-pages';
/** Documents (PDF) the visitor has opened. */
export const DOCUMENTS_CACHE = 'ssu-documents';
/** Images and fonts the opened pages used. */
export const MEDIA_CACHE = 'ssu-media';

/** The offline page's path. */
export const OFFLINE_PATH = '/offline';

/** The offline page in the language of the page that could not be opened (`/mr/...` gets `/mr/offline`). */
export function offlinePageFor(pathname: string, languages: readonly string[]): string {
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return prefix && languages.includes(prefix) ? `/${prefix}${OFFLINE_PATH}` : OFFLINE_PATH;
}

/** Whether a prerendered page is the offline page (of any language). */
export const isOfflinePage = (path: string | undefined) => Boolean(path && /^(\/[a-z]{2})?\/offline$/.test(path));
