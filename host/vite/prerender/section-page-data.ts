import { loadListingPage } from 'virtual:listing-pages';
import { pageLoaders } from 'virtual:page-loaders';
import { routeIndex } from 'virtual:route-index';
import { setContentIndex } from '../../../data/content-index';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localisedPath, type LanguageCode } from '../../../data/i18n/languages';
import { titleFor, withLocalTitles } from '../../../data/i18n/titles';
import { listingOf } from '../../../data/listing-pages';
import { menu } from '../../../data/menu';
import { normalisePath } from '../../../data/normalise-path';
import { pageRoute, type PageData } from '../../../data/page-data';
import { buildRoutes, menuPageGroups, pageGroups, type PageGroup } from '../../../data/route-table';
import type { PageEntry } from '../../../data/pages/expand-page';
import { archivePageCount, recordPagesIn } from '../../../data/records/site-record-pages';
import { ARCHIVE_PATH } from '../../../data/records/record-pages';
import { EVENTS_PATH } from '../../../data/records/event-pages';
import { eventPageCount } from '../../../data/records/widget-data-files';
import { showListingPage } from '../../../data/pages/listing-split';
import { isSidebarLanding } from '../../../data/sidebar-bound';
import type { RouteEntry } from '../../../data/schema/content';
import { forgetPageData, loadPageData, pageDataOf, setPageDataLoader } from '../../../widgets/content-page/route-store';
import { withDocSizes } from './linked-doc-sizes';

/**
 * The page data of the build and the tests, made from the sections' modules (host/vite/content/pages-plugin.ts)
 * rather than downloaded: loading a path loads its whole section in that language, once, into the
 * route store (widgets/content-page/route-store.ts), which the prerender renders from and writes
 * each page's file from. Server code only: the browser fetches one page's file.
 *
 * In another language each page of the section comes from its translation
 * (data/pages/about/history.mr.yaml) when one exists; otherwise from English,
 * with the page's own titles from the titles catalog (see `englishContent`).
 */

/** The section (data/pages/<section>/) holding each content path; '' for a menu page no section fills. */
const sectionOf = new Map(routeIndex.map((entry) => [entry.path, entry.source ?? '']));

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

/**
 * The page data of every route the menu's groups and a section's pages make, in a language: each
 * route with only what its path shows (data/page-data.ts), and the sizes of the PDFs it links.
 * Its document title is the prerender's.
 */
export function sectionPageData(
  groups: PageGroup[],
  entries: PageEntry[],
  lang: LanguageCode,
): Array<[path: string, data: PageData]> {
  const englishOnly = new Set(
    entries.filter((entry) => entry.lang !== lang).flatMap((entry) => entry.page.sidebarItems.map((item) => item.path)),
  );
  return buildRoutes(
    groups,
    entries.map((entry) => entry.page),
    lang,
  ).map((route) => {
    // A long sidebar's landing page lists its section's pages: in English where they are.
    const own = isSidebarLanding(route) ? route.sidebarItems[0]!.path : listingOf(route.path).path;
    const translated = !englishOnly.has(own);
    const shown = translated ? route : englishContent(route, lang);
    return [route.path, withDocSizes({ content: { route: pageRoute(shown), translated } })];
  });
}

/** Every content path of a section (data/pages/<section>/) in a language, with its page data. */
async function sectionPages(section: string, lang: LanguageCode): Promise<Array<[string, PageData]>> {
  // A menu page no section fills has nothing to translate: its titles come from the catalog.
  const entries = section ? await pageLoaders[section]![lang]() : [];
  const groups = lang === DEFAULT_LANGUAGE ? pageGroups : menuPageGroups(withLocalTitles(menu, lang));
  const pages = sectionPageData(groups, entries, lang).filter(([path]) => sectionOf.get(path) === section);
  // The section's modules carry each listing's first page; a later page's file holds its own rows.
  return Promise.all(
    pages.map(async ([path, data]): Promise<[string, PageData]> => {
      if (listingOf(path).page === 1 || !data.content) return [path, data];
      const rows = await loadListingPage(section, lang, path);
      return [path, withDocSizes({ content: { ...data.content, route: showListingPage(data.content.route, rows) } })];
    }),
  );
}

/**
 * A page built from the records in a language, or undefined: its text, and its date as the footer
 * and the sitemap give it (English's, which every language's page shows).
 */
function recordPageData(path: string, lang: LanguageCode): PageData | undefined {
  const records = recordPagesIn(lang).find((page) => page.path === path);
  const english = recordPagesIn(DEFAULT_LANGUAGE).find((page) => page.path === path);
  // The archive's pages: where each stands, from which the host draws their pagination.
  const { path: listingPath, page } = listingOf(path);
  const listing =
    listingPath === ARCHIVE_PATH ? { path: ARCHIVE_PATH, page, pages: archivePageCount(lang) } : undefined;
  return records && withDocSizes({ records, lastUpdated: english?.lastUpdated, ...(listing ? { listing } : {}) });
}

/**
 * A page of the events page in a language, or undefined: where it stands among them, from which
 * the host draws its pagination (data/records/event-pages.ts). Past the last page there is none.
 */
function eventsPageData(path: string, lang: LanguageCode): PageData | undefined {
  const { path: listingPath, page } = listingOf(path);
  const pages = eventPageCount(lang);
  return listingPath === EVENTS_PATH && page <= pages ? { listing: { path: EVENTS_PATH, page, pages } } : undefined;
}

/**
 * Makes the route store load sections (and gives the host the whole index, which it needs for
 * every page's title: host/screens.ts). The prerender's renderer and the tests call it first.
 */
export function loadFromSections(): void {
  setContentIndex(routeIndex);
  setPageDataLoader(async (path, lang) => {
    const normalised = normalisePath(path);
    const section = sectionOf.get(normalised);
    if (section !== undefined) return sectionPages(section, lang);
    return [[path, recordPageData(normalised, lang) ?? eventsPageData(normalised, lang) ?? null]];
  });
}

/** Forgets a section's pages in a language (the prerender, once it has written them). */
export function forgetSection(section: string, lang: LanguageCode): void {
  forgetPageData(
    routeIndex.filter((entry) => (entry.source ?? '') === section).map((entry) => entry.path),
    lang,
  );
}

/** Every section in every language: the tests render any page synchronously after this. */
export async function loadAllSections(): Promise<void> {
  loadFromSections();
  const firstPaths = new Map(routeIndex.toReversed().map((entry) => [entry.source ?? '', entry.path]));
  const recordPaths = recordPagesIn(DEFAULT_LANGUAGE).map((page) => page.path);
  await Promise.all(
    LANGUAGE_CODES.flatMap((lang) => [...firstPaths.values(), ...recordPaths].map((path) => loadPageData(path, lang))),
  );
}

/**
 * The data file of a page in a language, as the prerender writes it beside the page, or null
 * for a path the site has no page at: the dev server's answer (host/vite/content/page-data-plugin.ts).
 */
export async function pageDataAt(lang: LanguageCode, path: string): Promise<PageData | null> {
  loadFromSections();
  // Imported here, not above: the tests load this module first, and these read the menu, which some of them replace.
  const [{ documentTitle, screenFor }, { lastUpdatedOf }] = await Promise.all([
    import('../../screens'),
    import('../../../data/last-updated'),
  ]);
  if (screenFor(path, lang).kind === 'not-found') return null;
  const records = recordPageData(normalisePath(path), lang);
  const events = eventsPageData(normalisePath(path), lang);
  // A page of the events page past the last: none.
  if (screenFor(path, lang).kind === 'events' && !events) return null;
  // A page of the archive past the last: none.
  if (listingOf(normalisePath(path)).path === ARCHIVE_PATH && !records) return null;
  if (sectionOf.has(normalisePath(path))) await loadPageData(path, lang);
  const content = pageDataOf(path, lang)?.content;
  return {
    title: documentTitle(localisedPath(lang, path)),
    lastUpdated: records?.lastUpdated ?? lastUpdatedOf(path, routeIndex),
    content,
    records: records?.records,
    listing: events?.listing ?? records?.listing,
    docSizes: content ? pageDataOf(path, lang)?.docSizes : records?.docSizes,
  };
}
