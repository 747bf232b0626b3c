import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, splitLanguagePath, type LanguageCode } from '../../data/i18n/languages';
import { normalisePath } from '../../data/normalise-path';
import type { PageData } from '../../data/page-data';
import { pageDataPath } from '../../data/paths';
import type { RouteEntry } from '../../data/schema/content';
import { assetUrl, withAssetUrls } from '../core/asset-url';
import type { HydrationData } from '../core/definitions';

/**
 * The site's pages as the browser knows them: one page at a time, each from its own small JSON
 * file (data/page-data.ts), never an index of the whole site nor a section's every page (issue
 * #26). The content page shows a path's route from it; the host learns from it which screen a
 * path is and its title (host/screens.ts); the footer, the date it last changed.
 *
 * The build and the tests fill the same store from the sections' modules instead
 * (host/vite/prerender/section-page-data.ts, `setPageDataLoader`).
 */

/** Page data by `lang:path`; null for a path the site has no page at. */
const loaded = new Map<string, PageData | null>();
const pending = new Map<string, Promise<void>>();

/** What a load brings: the data of one or more paths (the server's loader brings a whole section). */
export type PageDataLoader = (
  path: string,
  lang: LanguageCode,
) => Promise<Array<[path: string, data: PageData | null]>>;

/** The browser's loader: the page's file, from the kit's site when the widget is embedded on another. */
async function fetchPageData(path: string, lang: LanguageCode): ReturnType<PageDataLoader> {
  const url = assetUrl(pageDataPath(lang, path));
  const response = await fetch(url);
  if (response.status === 404) return [[path, null]];
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const data = (await response.json()) as PageData;
  // Embedded on another site, the sample's documents and pictures resolve against the kit's site.
  const content = data.content && { ...data.content, route: withAssetUrls(data.content.route) };
  return [[path, { ...data, content }]];
}

let loader: PageDataLoader = fetchPageData;

/** Replaces the browser's loader (the build and the tests read the sections' modules). */
export function setPageDataLoader(replacement: PageDataLoader): void {
  loader = replacement;
}

const keyOf = (path: string, lang: LanguageCode) => `${lang}:${normalisePath(path)}`;

/** Who re-renders when a page's data arrives (`usePageData`, the footer). */
const listeners = new Set<() => void>();
let version = 0;
function changed() {
  version += 1;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentVersion = () => version;

/** Loads (once) the data of a path in a language. */
export function loadPageData(path: string, lang: LanguageCode = DEFAULT_LANGUAGE): Promise<void> {
  const key = keyOf(path, lang);
  if (loaded.has(key)) return Promise.resolve();
  let load = pending.get(key);
  if (!load) {
    load = loader(normalisePath(path), lang).then((pages) => {
      for (const [pagePath, data] of pages) loaded.set(keyOf(pagePath, lang), data);
      // A loader that did not answer for the path asked is a loader's fault: the page is then no page.
      if (!loaded.has(key)) loaded.set(key, null);
      changed();
    });
    // Settled either way: a page that failed to download may be tried again at the next visit.
    const forget = () => pending.delete(key);
    load.then(forget, forget);
    pending.set(key, load);
  }
  return load;
}

/**
 * What a prerendered widget that reads page data (the content page, the footer) waits for before it
 * hydrates: the data of the location its server render was for (its `path` prop as the build wrote
 * it, `/mr/about`; the widgets read `/` while hydrating without one), not of the location the host
 * app has since moved it to. Hydrated without it, the footer wrote the site's date where the server
 * wrote the page's, and the content page nothing: React error 418.
 */
export const serverPageData: HydrationData = (serverProps, lang) =>
  loadPageData(splitLanguagePath(typeof serverProps.path === 'string' ? serverProps.path : '/').path, lang);

/** The data of a path if loaded: undefined when not (yet), null when the site has no page there. */
export const pageDataOf = (path: string, lang: LanguageCode = DEFAULT_LANGUAGE): PageData | null | undefined =>
  loaded.get(keyOf(path, lang));

/** Forgets pages in a language: the prerender, done with a section's pages, frees their memory. */
export function forgetPageData(paths: Iterable<string>, lang: LanguageCode): void {
  for (const path of paths) loaded.delete(keyOf(path, lang));
}

/** The route entry of a content path if its data is loaded. */
export function loadedRoute(
  path: string,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): { route: RouteEntry; translated: boolean } | undefined {
  return pageDataOf(path, lang)?.content;
}

/** The data of a path as loaded so far, re-rendering when it arrives (it loads nothing itself). */
export function useLoadedPageData(path: string | undefined, lang: LanguageCode): PageData | null | undefined {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  return path === undefined ? undefined : pageDataOf(path, lang);
}

/** The data of a path, loading it first when needed (undefined meanwhile). */
export function usePageData(
  path: string | undefined,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): PageData | null | undefined {
  const data = useLoadedPageData(path, lang);
  useEffect(() => {
    if (path === undefined || pageDataOf(path, lang) !== undefined) return;
    loadPageData(path, lang).catch((error: unknown) =>
      console.error(`The page ${path} could not be loaded: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, [path, lang]);
  return data;
}
