import { breadcrumbTrail } from '../data/breadcrumbs';
import { landingTitle, menuLandingAt } from '../data/menu-landings';
import { sidebarLandingOwner } from '../data/sidebar-bound';
import { sitePagePaths, sitePageTitle } from '../data/pages';
import { contentEntryAt, contentIndex } from '../data/content-index';
import { pageDataOf } from '../widgets/content-page/route-store';
import { normalisePath } from '../data/normalise-path';
import { listingOf } from '../data/listing-pages';
import { EVENTS_PATH } from '../data/records/event-pages';
import { ARCHIVE_PATH } from '../data/records/record-pages';
import { formatNumber } from '../data/i18n/format';
import { DEFAULT_LANGUAGE, splitLanguagePath, type LanguageCode } from '../data/i18n/languages';
import { titleFor } from '../data/i18n/titles';
import { translate } from '../data/i18n/translate';

export type Screen =
  | { kind: 'home'; title: string }
  | { kind: 'content'; title: string }
  | { kind: 'page'; title: string }
  | { kind: 'events'; title: string }
  | { kind: 'embed'; title: string }
  | { kind: 'not-found'; title: string }
  /** In the browser, a path whose page data (widgets/content-page/route-store.ts) is still on its way. */
  | { kind: 'pending'; title: string };

/**
 * The English title of a content path, or undefined for a path that is none, or null when that is
 * not known yet. The build and the tests know every content path (data/content-index.ts); the
 * browser knows a path once its page data is loaded.
 */
function contentTitle(path: string, lang: LanguageCode): string | undefined | null {
  if (contentIndex()) return contentEntryAt(path)?.title;
  const data = pageDataOf(path, lang);
  return data === undefined ? null : data?.content?.route.title;
}

/** Which screen a page path (without language prefix) shows (spec 2.1), and its title in `lang`. */
export function screenFor(path: string, lang: LanguageCode = DEFAULT_LANGUAGE): Screen {
  // Normalised once, not once per entry of the route index (the prerender asks for every page).
  const normalised = normalisePath(path);
  const local = (english: string) => titleFor(lang, normalised) ?? english;
  /** A listing's later page has its listing's title and its number: no two pages share a title (GIGW). */
  const laterPage = (listingPath: string, english: string) =>
    translate(lang, 'pagination.titled', {
      title: titleFor(lang, listingPath) ?? english,
      page: formatNumber(lang, listing.page),
    });
  if (path === '/') return { kind: 'home', title: translate(lang, 'page.home') };
  const routeTitle = contentTitle(normalised, lang);
  const listing = listingOf(normalised);
  if (routeTitle && listing.page > 1) return { kind: 'content', title: laterPage(listing.path, routeTitle) };
  // A long sidebar's landing page (data/sidebar-bound.ts): titled after its section, in the language.
  const owner = routeTitle ? sidebarLandingOwner(normalised) : undefined;
  const ownerTitle = owner && contentTitle(owner, lang);
  if (owner && ownerTitle)
    return {
      kind: 'content',
      title: translate(lang, 'menuLanding.title', { title: titleFor(lang, owner) ?? ownerTitle }),
    };
  if (routeTitle) return { kind: 'content', title: local(routeTitle) };
  // A menu list's landing page: its title is made of its owner's, in the language.
  const landing = menuLandingAt(normalised);
  if (landing) return { kind: 'page', title: landingTitle(lang, landing) };
  const pageTitle = sitePageTitle(path);
  if (path === EVENTS_PATH && pageTitle) return { kind: 'events', title: local(pageTitle) };
  // The events page's later pages (data/records/event-pages.ts): known by their path, as no script
  // knows how many there are. One past the last has no files: the host answers a visit to it not
  // found, and reached by a link in the browser, the widget says it cannot read its events.
  const eventsTitle = listing.path === EVENTS_PATH ? sitePageTitle(EVENTS_PATH) : undefined;
  if (eventsTitle && listing.page > 1) return { kind: 'events', title: laterPage(EVENTS_PATH, eventsTitle) };
  // The archive's later pages (data/records/record-pages.ts), known by their path as the events' are.
  const archiveTitle = listing.path === ARCHIVE_PATH ? sitePageTitle(ARCHIVE_PATH) : undefined;
  if (archiveTitle && listing.page > 1) return { kind: 'page', title: laterPage(ARCHIVE_PATH, archiveTitle) };
  if (path === '/embed' && pageTitle) return { kind: 'embed', title: local(pageTitle) };
  if (pageTitle) return { kind: 'page', title: local(pageTitle) };
  if (routeTitle === null) return { kind: 'pending', title: translate(lang, 'site.name') };
  return { kind: 'not-found', title: translate(lang, 'notFound.title') };
}

/** How many pages have each title, per language (content routes and site pages): only where the whole index is. */
const titleCounts = new Map<LanguageCode, Map<string, number>>();
function titleCount(lang: LanguageCode, title: string): number {
  let counts = titleCounts.get(lang);
  if (!counts) {
    counts = new Map();
    for (const path of [...(contentIndex() ?? []).map((entry) => entry.path), ...sitePagePaths()]) {
      const pageTitle = screenFor(path, lang).title;
      counts.set(pageTitle, (counts.get(pageTitle) ?? 0) + 1);
    }
    titleCounts.set(lang, counts);
  }
  return counts.get(title) ?? 0;
}

/**
 * The document title of a location (`/mr/about`): the same on the prerendered
 * page and after client-side navigation. GIGW wants no two pages to share a
 * title, so a title several pages have gets the menu levels above it:
 * 'Contact – Department of Computer Science – Academics | …' beside 'Contact | …'.
 * Only the build knows every title: the browser reads the one it wrote in the page's data.
 */
export function documentTitle(location: string): string {
  const { lang, path } = splitLanguagePath(location);
  const written = contentIndex() ? undefined : pageDataOf(path, lang)?.title;
  if (written) return written;
  const { title } = screenFor(path, lang);
  const above =
    titleCount(lang, title) > 1
      ? breadcrumbTrail(normalisePath(path), title)
          .slice(1, -1)
          .toReversed()
          .map((crumb) => titleFor(lang, crumb.path) ?? crumb.title)
      : [];
  return translate(lang, 'site.pageTitle', { page: [title, ...above].join(' – '), site: translate(lang, 'site.name') });
}
