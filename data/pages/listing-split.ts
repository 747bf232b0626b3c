import { listingOf, pagePath, pageRows } from '../listing-pages.ts';
import type { ContentItem, PageContent, RouteEntry } from '../schema/content';
import type { ListingPosition, TableRow } from '../schema/layouts';

/**
 * A page's listings (tables of records with a `listing`, data/pages/expand-page.ts) cut into
 * their pages: the section's data carries each listing's first page only, and every later page's
 * rows are data of their own, which that page's data file alone carries
 * (host/vite/prerender/section-page-data.ts), so what a page downloads does not grow with the
 * number of records.
 */

/** The rows of one listing page past the first, at its own path (`/student/circulars/page/2`). */
export interface ListingPage {
  path: string;
  rows: TableRow[];
}

type ListedTable = { rows: TableRow[]; listing: ListingPosition };

const isListed = (table: unknown): table is ListedTable =>
  typeof table === 'object' && table !== null && 'listing' in table && Boolean(table.listing);

/** The contents with each listed table replaced by `change(table)`. */
function mapListings(contents: ContentItem[], change: (table: ListedTable) => ListedTable): ContentItem[] {
  return contents.map((item) =>
    'sections' in item && Array.isArray(item.sections) && item.sections.some(isListed)
      ? ({
          ...item,
          sections: (item.sections as unknown[]).map((table) => (isListed(table) ? change(table) : table)),
        } as ContentItem)
      : item,
  );
}

/** The listings of some contents: where each is and how many pages it has. */
export function listingsOf(contents: ContentItem[]): ListingPosition[] {
  const found: ListingPosition[] = [];
  mapListings(contents, (table) => {
    found.push(table.listing);
    return table;
  });
  return found;
}

/** The page as its section's data carries it (each listing at its first page), and its listings' later pages. */
export function splitListings(page: PageContent): { page: PageContent; later: ListingPage[] } {
  const later: ListingPage[] = [];
  const contents = mapListings(page.contents, (table) => {
    for (let number = 2; number <= table.listing.pages; number++)
      later.push({ path: pagePath(table.listing.path, number), rows: pageRows(table.rows, number) });
    return { ...table, rows: pageRows(table.rows, 1) };
  });
  return { page: { ...page, contents }, later };
}

/** The route of a listing's later page (`/student/circulars/page/2`) showing that page's rows. */
export function showListingPage(route: RouteEntry, rows: TableRow[]): RouteEntry {
  const { path, page } = listingOf(route.path);
  return {
    ...route,
    contents: mapListings(route.contents, (table) =>
      table.listing.path === path ? { ...table, rows, listing: { ...table.listing, page } } : table,
    ),
  };
}
