import { describe, expect, it } from 'vitest';
import { workerShare } from '../../host/vite/prerender/prerender-shares';

const pages = [
  ...Array.from({ length: 30 }, (_, index) => ({ id: `a${index}`, section: 'about' })),
  ...Array.from({ length: 12 }, (_, index) => ({ id: `s${index}`, section: 'student' })),
  ...Array.from({ length: 10 }, (_, index) => ({ id: `g${index}`, section: 'governance' })),
  ...Array.from({ length: 9 }, (_, index) => ({ id: `home${index}`, section: '' })),
];

describe('the prerender workers’ shares (host/vite/prerender/prerender-shares.ts)', () => {
  it('gives every page to exactly one worker, each section whole, in the order of the list', () => {
    for (const workers of [1, 2, 3, 4]) {
      const shares = Array.from({ length: workers }, (_, worker) => workerShare(pages, workers, worker));
      expect(
        shares
          .flat()
          .map((page) => page.id)
          .sort(),
      ).toEqual(pages.map((page) => page.id).sort());
      for (const section of ['about', 'student', 'governance'])
        expect(shares.filter((share) => share.some((page) => page.section === section))).toHaveLength(1);
      for (const share of shares)
        expect(share.map((page) => pages.indexOf(page))).toEqual(
          share.map((page) => pages.indexOf(page)).toSorted((a, b) => a - b),
        );
    }
  });

  it('balances the pages: the largest section alone, the others and the pages of no section filling the rest', () => {
    const [first, second] = [workerShare(pages, 2, 0), workerShare(pages, 2, 1)];
    expect(first.filter((page) => page.section === 'about')).toHaveLength(30);
    expect(second.filter((page) => page.section)).toHaveLength(22);
    // 30 and 22 section pages: 8 of the 9 others even them, the last goes to the first worker.
    expect([first.length, second.length]).toEqual([31, 30]);
  });
});
