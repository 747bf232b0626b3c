/**
 * A listing of records (a section's circulars) shows 25 rows a page, each page its own path:
 * page 1 at the listing's own path (`/student/circulars`), page n at `<path>/page/<n>`
 * (`/student/circulars/page/2`). A path, not `?page=2`: every page is prerendered as a file
 * of its own, and a query string would reach the same file (docs/developers/decisions.md).
 */

/** Rows a listing page shows. */
export const PAGE_SIZE = 25;

const PAGE_SEGMENT = '/page/';

/** How many pages `total` rows fill: at least one (an empty listing is one page saying so). */
export function pageCount(total: number, size = PAGE_SIZE): number {
  if (!Number.isInteger(total) || total < 0) throw new Error(`a listing cannot have ${total} rows`);
  return Math.max(1, Math.ceil(total / size));
}

/** The rows page `page` (from 1) shows; a page past the last fails, naming both. */
export function pageRows<T>(rows: readonly T[], page: number, size = PAGE_SIZE): T[] {
  const pages = pageCount(rows.length, size);
  if (!Number.isInteger(page) || page < 1 || page > pages)
    throw new Error(`a listing of ${rows.length} rows has pages 1 to ${pages}, not ${page}`);
  return rows.slice((page - 1) * size, page * size);
}

/** The path of page `page` of the listing at `path`: page 1 is the listing's own path. */
export const pagePath = (path: string, page: number) => (page === 1 ? path : `${path}${PAGE_SEGMENT}${page}`);

/**
 * The listing and page a path shows: `/student/circulars/page/2` -> page 2 of `/student/circulars`;
 * any other path is page 1 of itself. `/page/1`, `/page/0` and `/page/02` are no page (page 1 has
 * one path, the listing's own), so they are paths of their own (and not found).
 */
export function listingOf(path: string): { path: string; page: number } {
  const match = /^(\/.+)\/page\/([1-9]\d*)$/.exec(path);
  const page = match ? Number(match[2]) : 1;
  return match && page > 1 ? { path: match[1]!, page } : { path, page: 1 };
}

/**
 * The page numbers a pagination bar links, with `gap` where it skips: always the first and the
 * last, and the two either side of the current one (1 … 4 5 6 … 20), so the bar stays short
 * however long the listing grows.
 */
export function pageNumbers(current: number, pages: number): Array<number | 'gap'> {
  // In ascending order as written: 1 <= current - 1 < current < current + 1, and pages >= current
  // (the Set keeps a repeated number's first place; the filter drops 0 and pages + 1).
  const shown = [...new Set([1, current - 1, current, current + 1, pages])].filter(
    (page) => page >= 1 && page <= pages,
  );
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // One page skipped shows that page (no gap that hides a single number).
    return page === previous + 2 ? [previous + 1, page] : ['gap' as const, page];
  });
}
