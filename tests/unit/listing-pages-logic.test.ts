import { describe, expect, it } from 'vitest';
import { listingOf, PAGE_SIZE, pageCount, pageNumbers, pagePath, pageRows } from '../../data/listing-pages';

/**
 * The arithmetic of listing pages (data/listing-pages.ts), alone: this file imports nothing that
 * builds the site's routes, so a mutant that breaks that module fails these tests rather than the
 * imports of a whole file (`npm run mutate` counts a file that cannot load as no tests at all).
 */

describe('the pages of a listing', () => {
  it('counts pages: an empty listing and one of 25 rows are one page, 26 rows two, 500 rows twenty', () => {
    expect(PAGE_SIZE).toBe(25);
    expect([0, 1, 25, 26, 50, 51, 500].map((rows) => pageCount(rows))).toEqual([1, 1, 1, 2, 2, 3, 20]);
    expect(() => pageCount(-1)).toThrow('-1 rows');
    expect(() => pageCount(2.5)).toThrow('2.5 rows');
  });

  it('gives each page its rows in order, the last page the rest, and no page past the last', () => {
    const rows = Array.from({ length: 26 }, (_, index) => index + 1);
    expect(pageRows(rows, 1)).toEqual(rows.slice(0, 25));
    expect(pageRows(rows, 2)).toEqual([26]);
    expect(pageRows([], 1)).toEqual([]);
    expect(pageRows(rows.slice(0, 25), 1)).toHaveLength(25);
    expect(() => pageRows(rows, 3)).toThrow('pages 1 to 2, not 3');
    expect(() => pageRows(rows, 0)).toThrow('not 0');
    expect(() => pageRows(rows.slice(0, 25), 2)).toThrow('pages 1 to 1, not 2');
  });

  it('puts page 1 at the listing’s own path and page n at <path>/page/<n>, and reads them back', () => {
    expect(pagePath('/student/circulars', 1)).toBe('/student/circulars');
    expect(pagePath('/student/circulars', 2)).toBe('/student/circulars/page/2');
    expect(listingOf('/student/circulars/page/2')).toEqual({ path: '/student/circulars', page: 2 });
    expect(listingOf('/student/circulars/page/12')).toEqual({ path: '/student/circulars', page: 12 });
    expect(listingOf('/student/circulars/page/120')).toEqual({ path: '/student/circulars', page: 120 });
    expect(listingOf('/student/circulars')).toEqual({ path: '/student/circulars', page: 1 });
    // Page 1 has one path; a number not written the one way is no page of a listing.
    for (const path of [
      '/student/circulars/page/1',
      '/student/circulars/page/0',
      '/student/circulars/page/02',
      '/page/2',
      // Only a whole path: not one without its leading slash, nor one that goes on past the number.
      'student/circulars/page/2',
      '/student/circulars/page/2/more',
    ])
      expect(listingOf(path)).toEqual({ path, page: 1 });
  });

  it('links the first, the last and the pages around the current one, with a gap for what it skips', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});
