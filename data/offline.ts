/**
 * What the site's service worker keeps for reading offline, shared by the worker
 * (host/offline/service-worker.ts), the page that installs it (host/offline/register.ts)
 * and the offline page that lists it (widgets/page/offline-pages.ts).
 */
import { splitLanguagePath } from './i18n/languages.ts';
import { FRAME_PATH } from './paths.ts';
import { SHELL_ONLY } from './shell-pages.ts';

/** Pages the visitor has opened (HTML, one entry per path). */
export const PAGES_CACHE = 'ssu-pages';
/**
 * The pages cache keeps the pages opened last, each for a month at most: enough to read
 * a visit's pages on the way home, without a year of browsing piling up on the device.
 */
export const SAVED_PAGES_LIMIT = 50;
export const SAVED_PAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The message a page sends the worker to save the page itself (host/offline/register.ts). */
export const SAVE_PAGE_MESSAGE = 'ssu:save-page';
/** The page data (data/page-data.ts) of the pages the visitor has opened: what they need to hydrate offline. */
export const PAGE_DATA_CACHE = 'ssu-page-data';
/** Documents (PDF) the visitor has opened. */
export const DOCUMENTS_CACHE = 'ssu-documents';
/** Scripts, images and fonts the opened pages used, and an earlier version's shell files (host/offline/service-worker.ts). */
export const MEDIA_CACHE = 'ssu-media';
/** The media cache forgets its oldest entries beyond this many. */
export const MEDIA_LIMIT = 400;

/** The offline page's path. */
export const OFFLINE_PATH = '/offline';

/** The offline page in the language of the page that could not be opened (`/mr/...` gets `/mr/offline`). */
export function offlinePageFor(pathname: string, languages: readonly string[]): string {
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return prefix && languages.includes(prefix) ? `/${prefix}${OFFLINE_PATH}` : OFFLINE_PATH;
}

/** Whether a prerendered page is the offline page (of any language). */
export const isOfflinePage = (path: string | undefined) => Boolean(path && /^(\/[a-z]{2})?\/offline$/.test(path));

/**
 * Whether a page may be kept for reading offline: the one rule of the worker's page
 * route and of the first page a visitor opens (host/offline/register.ts). Only a
 * page of this site at its plain path:
 * - no query: what a visitor typed into search is private, and every query would be
 *   an entry of its own (`?x=1`, campaign tags); the worker reads a page's copy
 *   without its query instead;
 * - not the search pages, whose content is the query;
 * - not the frame pages, which other sites embed, one URL per set of attributes;
 * - not a path that starts with `//`: as a link on the offline page it leaves the
 *   site (`//evil.example/%2E%2E%2Fabout`, which a server may answer as About).
 */
export function mayCachePage(url: URL, origin: string): boolean {
  if (url.origin !== origin || url.search !== '' || url.pathname.startsWith('//')) return false;
  const path = splitLanguagePath(url.pathname).path.replace(/(?<=.)\/+$/, '');
  return !SHELL_ONLY.has(path) && !url.pathname.startsWith(FRAME_PATH);
}

/**
 * The link the offline page gives a saved URL (a cache key): its path, or undefined
 * when the URL is not of this site (another origin) or its path, made a link, would
 * leave it.
 */
export function savedLink(cacheKey: string, origin: string): string | undefined {
  const { origin: savedOrigin, pathname } = new URL(cacheKey);
  const link = new URL(pathname, origin);
  return savedOrigin === origin && link.origin === origin ? link.pathname : undefined;
}

/** The link to a saved page: only a page the worker may keep, and not the offline page itself. */
export function savedPageLink(cacheKey: string, origin: string): string | undefined {
  const url = new URL(cacheKey);
  return mayCachePage(url, origin) && !isOfflinePage(url.pathname) ? savedLink(cacheKey, origin) : undefined;
}
