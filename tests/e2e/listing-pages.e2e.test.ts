import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

/**
 * A listing's later page in the browser (data/listing-pages.ts): the sample's 26 student
 * circulars are 25 at /student/circulars and the oldest alone at /student/circulars/page/2.
 * Prerendered with its own row and its pagination nav; hydrating, it fetches its own page data
 * (one circular), no other page's or section's; its links lead by keyboard to the first page.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

describe('a listing’s later page', () => {
  it('shows its own rows and nav, hydrates with its own data alone, and leads back by keyboard', async () => {
    const fetched: string[] = [];
    const { page, errors } = await site.open('/mr/student/circulars/page/2', async (tab) => {
      tab.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    });
    const rows = page.locator('uni-content-page tbody tr');
    const nav = page.locator('uni-content-page nav[data-listing-nav]');
    // Prerendered: one row, the nav in Marathi with Devanagari digits.
    expect(await rows.count()).toBe(1);
    expect(await nav.getAttribute('aria-label')).toBe('यादीची पाने');
    expect(await nav.locator('p').textContent()).toBe('२ पैकी पान २');
    expect(await nav.locator('a[aria-current="page"]').textContent()).toBe('२');
    expect(await nav.locator('a[rel="prev"]').getAttribute('href')).toBe('/mr/student/circulars');
    expect(await nav.locator('a[rel="next"]').count()).toBe(0);
    expect(await page.title()).toMatch(/^परिपत्रके, पान २ /);

    // Focus inside the content hydrates it; its data is the page's own file.
    const hydrated = page.evaluate(
      () =>
        new Promise((resolve) => document.querySelector('uni-content-page')!.addEventListener('uni-hydrated', resolve)),
    );
    await nav.locator('a[rel="prev"]').focus();
    await hydrated;
    const ownData = '/page-data/mr/student/circulars/page/2.json';
    // Its own data file and nothing else: no other page's, no listing rows apart, no section's script.
    expect(fetched.filter((path) => path.startsWith('/page-data/') || path.startsWith('/data/'))).toEqual([ownData]);
    expect(fetched.filter((path) => /route-index|student_lang_/.test(path))).toEqual([]);
    const { content } = (await (await fetch(site.url(ownData))).json()) as {
      content: { route: { contents: Array<{ sections?: Array<{ rows?: unknown[] }> }> } };
    };
    const tables = content.route.contents.flatMap((item) => item.sections ?? []);
    expect(tables.flatMap((table) => table.rows ?? [])).toHaveLength(1);
    expect(await rows.count()).toBe(1);

    // Enter on "Previous" (still focused) opens page 1: 25 rows, page 1 current.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/mr\/student\/circulars$/);
    await expect.poll(() => rows.count()).toBe(25);
    expect(await nav.locator('a[aria-current="page"]').textContent()).toBe('१');
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
