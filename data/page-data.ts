import { activeSidebarId } from './route-table';
import { isSidebarLanding, shownSidebarItems, sidebarTotal } from './sidebar-bound';
import type { RouteEntry } from './schema/content';
import type { ListingPosition } from './schema/layouts';
import type { StaticPage } from './schema/page';

/**
 * The bytes of PDFs, by their site path (`/docs/news/x.pdf`): what a link to one says beside 'PDF'
 * (widgets/core/link-marks.tsx). Each page's data carries those of the PDFs it links, no others.
 */
export type DocSizes = Readonly<Record<string, number>>;

/**
 * What the browser learns about one page of the site from the build, one small JSON file a page
 * and language (`pageDataPath`, data/paths.ts; issue #26: a page's data must not grow with the site): the document title the
 * prerender gave it (the host's client-side navigation shows the same), and for a content page
 * its route entry with only what that path shows. The prerender writes the files
 * (host/vite/prerender/prerender-pages.ts), the dev server makes them on request
 * (host/vite/content/page-data-plugin.ts), and widgets/content-page/route-store.ts fetches them.
 */
export interface PageData {
  /**
   * The document title, as the prerendered page has it (host/screens.ts). Every file has it; the
   * build's own store, filled from the sections, does not: the build works titles out from the whole index.
   */
  title?: string;
  /** The date the page's content last changed (data/last-updated.ts), as its footer shows it; in every file. */
  lastUpdated?: string;
  /** A content page's entry (`pageRoute`), and whether it is in the page's language. */
  content?: { route: RouteEntry; translated: boolean };
  /**
   * A page built from the records (What's new, the archive: data/records/site-record-pages.ts), in
   * the page's language: its text travels here, not in a script, so republishing a record renames none.
   */
  records?: StaticPage;
  /**
   * Where a page of the events page stands (`{ path: '/events', page: 2, pages: 20 }`:
   * data/records/event-pages.ts): the host draws its pagination from it, so no script knows how
   * many pages there are.
   */
  listing?: ListingPosition;
  /**
   * The sizes of the PDFs the page's content or records link (host/vite/prerender/section-page-data.ts),
   * for their 'PDF, 23 KB' marks: absent when it links none whose size is known.
   */
  docSizes?: DocSizes;
}

/**
 * A route entry with only what its own path shows (widgets/content-page/ContentPage.tsx): the
 * contents of its active sidebar item, and that item's updates. The sidebar keeps the items it shows
 * (data/sidebar-bound.ts: all of a short one, a part of a long one and its total), with their
 * titles and links but no other item's text: a page in a group of a hundred items carries its own
 * and a dozen links. A long sidebar's landing page keeps every item's title and link: it lists them.
 */
export function pageRoute(route: RouteEntry): RouteEntry {
  const active = activeSidebarId(route);
  const total = sidebarTotal(route);
  const shown = isSidebarLanding(route) ? route.sidebarItems : shownSidebarItems(route.sidebarItems, active, total);
  return {
    ...route,
    contents: route.contents.filter((item) => item.content_id === active),
    sidebarItems: shown.map((item) => (item.id === active ? item : { ...item, updates: [] })),
    ...(shown.length < total ? { sidebarTotal: total } : {}),
  };
}
