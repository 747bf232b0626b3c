import { useEffect, useState } from 'react';
import { loadListingPage } from 'virtual:listing-pages';
import { pageLoaders } from 'virtual:page-loaders';
import { routeIndex } from 'virtual:route-index';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../../data/i18n/languages';
import { languagesLoading } from '../../data/i18n/language-packs';
import { titleFor, withLocalTitles } from '../../data/i18n/titles';
import { normalisePath } from '../../data/normalise-path';
import { buildRoutes, menuPageGroups, pageGroups } from '../../data/route-table';
import { menu } from '../../data/menu';
import type { RouteEntry } from '../../data/schema/content';
import type { TableRow } from '../../data/schema/layouts';
import { listingOf } from '../../data/listing-pages';
import { showListingPage } from '../../data/pages/listing-split';
import { withAssetUrls } from '../core/asset-url';

/**
 * The site's content, one section at a time: a content page downloads the
 * section that holds its path (data/pages/about/, …), never the whole site's
 * content. Which section holds which path comes from the build-time route index.
 *
 * In another language each page of the section comes from its translation
 * (data/pages/about/history.mr.yaml) when one exists; otherwise from English,
 * with the page's own titles from the titles catalog (see `englishContent`).
 */

interface LoadedSection {
  routes: RouteEntry[];
  /** The paths whose content is English on a Marathi or Hindi page. */
  englishOnly: Set<string>;
}

const loadedTables = new Map<string, LoadedSection>();
const pendingTables = new Map<string, Promise<void>>();
/** A listing's later pages' rows by section and path: each page's own data, not its section's. */
const loadedListingPages = new Map<string, Map<string, TableRow[]>>();

/** The section of a path, or '' for a menu page that no section fills. */
const sourceOf = (path: string) => {
  // Normalised once, not once per entry: the prerender asks for every page of a large site.
  const normalised = normalisePath(path);
  return routeIndex.find((entry) => entry.path === normalised)?.source ?? '';
};

/**
 * English content on a Marathi or Hindi page: sidebar items take their title from
 * the titles catalog where it has one; every other English text is marked `lang="en"`.
 */
function englishContent(route: RouteEntry, lang: LanguageCode): RouteEntry {
  return {
    ...route,
    sidebarItems: route.sidebarItems.map((item) => {
      const title = titleFor(lang, item.path);
      return {
        ...item,
        itemText: title ?? item.itemText,
        lang: title ? undefined : (item.lang ?? 'en'),
        updates: item.updates.map((update) => ({ ...update, lang: update.lang ?? 'en' })),
      };
    }),
  };
}

const tableKey = (source: string, lang: LanguageCode) => `${lang}:${source}`;

/** Loads (once) the section that holds this path, in this language, and a listing's later page its own rows. */
export function loadRoutesFor(path: string, lang: LanguageCode = DEFAULT_LANGUAGE): Promise<void> {
  const normalised = normalisePath(path);
  const section = loadSection(normalised, lang);
  const source = sourceOf(normalised);
  const key = tableKey(source, lang);
  if (!source || listingOf(normalised).page === 1 || loadedListingPages.get(key)?.has(normalised)) return section;
  const page = loadListingPage(source, lang, normalised).then((rows) => {
    if (!loadedListingPages.has(key)) loadedListingPages.set(key, new Map());
    loadedListingPages.get(key)!.set(normalised, withAssetUrls(rows));
  });
  return Promise.all([section, page]).then(() => undefined);
}

function loadSection(path: string, lang: LanguageCode): Promise<void> {
  const source = sourceOf(path);
  const key = tableKey(source, lang);
  if (loadedTables.has(key)) return Promise.resolve();
  let pending = pendingTables.get(key);
  if (!pending) {
    // The section and the language's titles (language-packs.ts), which the menu's page groups take;
    // titles that cannot be loaded are logged and stay English, the page still shows.
    // A menu page no section fills has nothing to translate: its titles come from the catalog.
    const load = Promise.all([source ? pageLoaders[source]![lang]() : Promise.resolve([]), languagesLoading([lang])]);
    pending = load.then(([entries]) => {
      const groups = lang === DEFAULT_LANGUAGE ? pageGroups : menuPageGroups(withLocalTitles(menu, lang));
      const englishOnly = new Set(
        entries
          .filter((entry) => entry.lang !== lang)
          .flatMap((entry) => entry.page.sidebarItems.map((item) => item.path)),
      );
      const routes = buildRoutes(
        groups,
        entries.map((entry) => entry.page),
      ).map((route) => (englishOnly.has(listingOf(route.path).path) ? englishContent(route, lang) : route));
      // Embedded on another site, the sample's documents and pictures resolve against the kit's site.
      loadedTables.set(key, { routes: withAssetUrls(routes), englishOnly });
    });
    // A section that failed to download may be tried again at the next visit.
    pending.catch(() => pendingTables.delete(key));
    pendingTables.set(key, pending);
  }
  return pending;
}

/** Forgets the section of a path in a language: the prerender, done with its pages, frees its memory. */
export function forgetRoutes(path: string, lang: LanguageCode): void {
  loadedTables.delete(tableKey(sourceOf(path), lang));
  pendingTables.delete(tableKey(sourceOf(path), lang));
  loadedListingPages.delete(tableKey(sourceOf(path), lang));
}

/** Every section in every language: the tests render any page synchronously after this. */
export async function loadAllRoutes(): Promise<void> {
  await Promise.all(LANGUAGE_CODES.flatMap((lang) => routeIndex.map((entry) => loadRoutesFor(entry.path, lang))));
}

/** The route entry of a path if its section is loaded. */
export function loadedRoute(
  path: string,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): { route: RouteEntry; translated: boolean } | undefined {
  const normalised = normalisePath(path);
  const section = loadedTables.get(tableKey(sourceOf(normalised), lang));
  const route = section?.routes.find((entry) => entry.path === normalised);
  if (!section || !route) return undefined;
  const translated = !section.englishOnly.has(listingOf(route.path).path);
  if (listingOf(route.path).page === 1) return { route, translated };
  // A listing's later page shows its own rows, once they are here.
  const rows = loadedListingPages.get(tableKey(sourceOf(normalised), lang))?.get(normalised);
  return rows ? { route: showListingPage(route, rows), translated } : undefined;
}

/** The route entry of a path, loading its section first when needed (renders nothing meanwhile). */
export function useSiteRoute(
  path: string | undefined,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): { route: RouteEntry; translated: boolean } | undefined {
  const [, setLoadedCount] = useState(0);
  const loaded = path === undefined ? undefined : loadedRoute(path, lang);
  useEffect(() => {
    if (path === undefined || loadedRoute(path, lang)) return;
    let current = true;
    loadRoutesFor(path, lang).then(
      () => current && setLoadedCount((count) => count + 1),
      (error: unknown) =>
        console.error(
          `The page ${path} could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
    return () => {
      current = false;
    };
  }, [path, lang]);
  return loaded;
}
