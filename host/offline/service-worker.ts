/// <reference lib="webworker" />
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  DOCUMENTS_CACHE,
  mayCachePage,
  MEDIA_CACHE,
  MEDIA_LIMIT,
  offlinePageFor,
  PAGE_DATA_CACHE,
  PAGES_CACHE,
  SAVE_PAGE_MESSAGE,
  SAVED_PAGE_MAX_AGE_SECONDS,
  SAVED_PAGES_LIMIT,
} from '../../data/offline';
import { PAGE_DATA_FOLDER } from '../../data/paths';
import { isWidgetDataPath } from '../../data/feed-paths';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[]; __OFFLINE_LANGUAGES: string[] };

// The app shell: the host's scripts, the widget stylesheet and the offline pages
// with their code (the build writes this list). A new version installs beside the old one and
// takes over when no page of the old one is open any more: the next visit.
const shell = new PrecacheController();
shell.precache(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(shell));
cleanupOutdatedCaches();

/**
 * A page saved for offline reading names the hashed scripts and stylesheets of the version
 * it came from, and the new version's precache drops them when it takes over. So, while it
 * installs (the old precache still whole), the old version's hashed shell files it does not
 * list move to the media cache, which serves `/assets/` cache-first and forgets its oldest
 * entries by itself: a page saved before a deploy still opens offline, styled and working.
 */
async function keepOldShellFiles() {
  const current = new Set(shell.getURLsToCacheKeys().values());
  const precached = await caches.open(shell.strategy.cacheName);
  const media = await caches.open(MEDIA_CACHE);
  const expiration = new CacheExpiration(MEDIA_CACHE, { maxEntries: MEDIA_LIMIT });
  const dropped = (await precached.keys()).filter((request) => {
    const url = new URL(request.url);
    // Hashed files only: their cache key is their URL (a file without a hash keeps its name across versions).
    return !current.has(request.url) && url.search === '' && url.pathname.startsWith('/assets/');
  });
  await Promise.all(
    dropped.map(async (request) => {
      const response = await precached.match(request);
      if (!response) return;
      await media.put(request.url, response);
      await expiration.updateTimestamp(request.url);
    }),
  );
  await expiration.expireEntries();
}
self.addEventListener('install', (event) => event.waitUntil(keepOldShellFiles()));

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Documents first (opening a PDF is a navigation too): the copy the visitor has, at
// once, refreshed in the background; circulars are reopened far more than they change.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/docs/'),
  new StaleWhileRevalidate({ cacheName: DOCUMENTS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);

// Pages: the network when it answers (content changes), the copy of the last visit when not.
// Only pages mayCachePage allows are kept, the latest SAVED_PAGES_LIMIT for a month at most;
// a page with a query is read from the copy of its plain path (`/about?utm_source=x` is /about).
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 5,
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => {
        const key = new URL(request.url);
        key.search = '';
        return key.href;
      },
      // Replaces NetworkFirst's own check (a plugin with this callback turns it off): complete answers only.
      cacheWillUpdate: async ({ request, response }) =>
        response.status === 200 && mayCachePage(new URL(request.url), self.location.origin) ? response : null,
    },
    new ExpirationPlugin({
      maxEntries: SAVED_PAGES_LIMIT,
      maxAgeSeconds: SAVED_PAGE_MAX_AGE_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
});
// Not the publishing desk (/admin): it is no visitor's page, and a stale copy would be a stale desk.
registerRoute(new NavigationRoute(pages, { denylist: [/^\/widgets\//, /^\/demo\//, /^\/admin(\/|\.html|$)/] }));

// The page that installed the worker loaded before it: it asks for itself to be saved
// (host/offline/register.ts), through the same strategy, so under the same rule and limits.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type !== SAVE_PAGE_MESSAGE || typeof url !== 'string') return;
  // Offline or refused, the page stays unsaved, as any page would; nothing to report to anyone.
  void pages.handle({ event, request: new Request(url) }).catch(() => undefined);
});

// A page's data (data/page-data.ts), which its content needs to hydrate and client-side navigation
// to show it, and the events and news widgets' data files (the home page's events hydrate with
// theirs): like the pages, the network when it answers, else the copy of the last visit.
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname.startsWith(`${PAGE_DATA_FOLDER}/`) || isWidgetDataPath(url.pathname)),
  new NetworkFirst({
    cacheName: PAGE_DATA_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [
      new ExpirationPlugin({
        maxEntries: SAVED_PAGES_LIMIT,
        maxAgeSeconds: SAVED_PAGE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Widget code, images and fonts, as pages use them: hashed or never changed under the same URL.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    (url.pathname.startsWith('/assets/') || request.destination === 'image' || request.destination === 'font'),
  new CacheFirst({ cacheName: MEDIA_CACHE, plugins: [new ExpirationPlugin({ maxEntries: MEDIA_LIMIT })] }),
);

// A page that was never opened, with no network: the offline page in the visitor's language.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  const fallback = await shell.matchPrecache(`${offlinePageFor(url.pathname, self.__OFFLINE_LANGUAGES)}.html`);
  return fallback ?? Response.error();
});
