import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';
import { servedSitemaps } from './sitemaps';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const activeId = (page: import('playwright-core').Page) => page.evaluate(() => document.activeElement?.id);

describe('page chrome on the built site', () => {
  it('To Navigation and To Content move keyboard focus to the menu and the main content', async () => {
    const { page, errors } = await site.open('/about/history');
    const bar = page.locator('uni-access-bar');
    await bar.getByRole('link', { name: 'To Content' }).click();
    expect(await activeId(page)).toBe('content');
    await bar.getByRole('link', { name: 'To Navigation' }).click();
    expect(await activeId(page)).toBe('navigation');
    // The next Tab lands on the first menu link inside the menu.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('uni-menu') && document.activeElement.textContent),
    ).toBeTruthy();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('A+ scales the whole page and the choice survives a reload', async () => {
    const { page, errors } = await site.open('/');
    const rootSize = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const menuHeight = () => page.evaluate(() => document.querySelector('uni-menu')!.getBoundingClientRect().height);
    expect(await rootSize()).toBe(16);
    const before = await menuHeight();
    await page.locator('uni-access-bar').getByRole('button', { name: /A\+/ }).click();
    await page.locator('uni-access-bar').getByRole('button', { name: /A\+/ }).click();
    // Clicks before the access bar (an island) has hydrated are replayed once it has.
    await expect.poll(rootSize).toBe(20);
    expect(await menuHeight()).toBeGreaterThan(before);
    await page.reload();
    await page.locator('uni-menu .uni-root').waitFor();
    expect(await rootSize()).toBe(20);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the language choice sets lang on the page and survives a reload', async () => {
    const { page } = await site.open('/');
    await page.locator('uni-access-bar').getByRole('combobox', { name: 'Language' }).selectOption('mr');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('mr');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    await page.close();
  });

  it('the search box submits to a page that says what was searched for', async () => {
    const { page, errors } = await site.open('/');
    const search = page.locator('uni-header').getByRole('combobox', { name: 'Search the site' });
    await search.fill('scholarships');
    await search.press('Enter');
    await page.waitForURL(/\/search\?q=scholarships/);
    await page.getByText(/results? for “scholarships”/).waitFor();
    expect(await page.title()).toBe('Search | Sahyadri State University');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('menu links navigate client-side, the title follows the route, and the active item moves', async () => {
    const { page, errors } = await site.open('/');
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.evaluate(() => ((window as any).__sameDocument = true));
    await page.locator('uni-menu').getByRole('link', { name: 'Research', exact: true }).click();
    await page.waitForURL('**/research');
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    expect(await page.title()).toBe('Research | Sahyadri State University');
    const active = await page.locator('uni-menu li[data-active] > a').first().textContent();
    expect(active).toBe('Research');
    await page.goBack();
    await page.waitForURL(site.url('/'));
    expect(await page.title()).toBe('Home | Sahyadri State University');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Tab moves from top item to top item: a dropdown previewed on focus is not in the Tab order', async () => {
    const { page, errors } = await site.open('/');
    await page.setViewportSize({ width: 1400, height: 900 });
    const menu = page.locator('uni-menu');
    await menu.getByRole('link', { name: 'Governance', exact: true }).focus();
    await page.keyboard.press('Tab'); // the Governance submenu button
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() =>
        document.activeElement?.closest('uni-menu') ? document.activeElement.textContent : undefined,
      );
    expect(await focused()).toBe('Research');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter'); // open the Governance dropdown for real
    // The menu is an island: an Enter that lands before it has hydrated is replayed once it has.
    await page.waitForFunction(
      () =>
        Boolean(document.activeElement?.closest('uni-menu')) &&
        document.activeElement!.getAttribute('aria-expanded') === 'true',
    );
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Statutes');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('external links are left to the browser', async () => {
    const { page } = await site.open('/screen-reader-access');
    const nvda = page.locator('uni-page').getByRole('link', { name: /NVDA/ });
    expect(await nvda.getAttribute('href')).toMatch(/^https:/);
    expect(await nvda.getAttribute('rel')).toBe('noopener noreferrer');
    await page.close();
  });

  it('serves the sitemap, robots.txt and the footer pages without console errors', async () => {
    for (const path of [
      '/terms-of-use',
      '/privacy-policy',
      '/contact',
      '/sitemap',
      '/quick-links',
      '/screen-reader-access',
      '/forgot-password',
    ]) {
      const { page, errors } = await site.open(path);
      await page.locator('uni-page h1').waitFor();
      expect(errors, path).toEqual([]);
      await page.close();
    }
    const sitemap = await servedSitemaps(site.url);
    expect(sitemap).toContain('/about/history</loc>');
    expect(await fetch(site.url('/robots.txt')).then((response) => response.text())).toContain('Sitemap:');
  });
});
