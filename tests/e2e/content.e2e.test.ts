import { findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menu } from '../../data/menu';
import { HYDRATED_EVENT } from '../../widgets/runtime/protocol';
import { startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const menuPaths = menu
  .flatMap((item) => [
    item.path,
    ...(item.submenus ?? []).flatMap((submenu) => [
      submenu.path,
      ...(submenu.childSubmenus ?? []).map((child) => child.path),
    ]),
  ])
  .filter((path) => path !== '/');

describe('content pages on the built site', () => {
  it('a content page loads with breadcrumb, sidebar, content and updates, and no errors', async () => {
    const { page, errors } = await site.open('/about/history');
    const content = page.locator('uni-content-page');
    await content.locator('[data-layout]').first().waitFor();
    expect(
      (await content.getByRole('navigation', { name: 'Breadcrumb' }).textContent())!.replace(/\s+/g, ' ').trim(),
    ).toBe('Home >> About Us >> About Us');
    expect(await content.locator('[data-sidebar] a[aria-current="page"]').getAttribute('data-sidebar-id')).toBe('1');
    expect(await content.locator('[data-updates] li').count()).toBe(5);
    expect(await page.title()).toBe('About Us – About Us | Sahyadri State University');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('three columns on large screens (sidebar 1/5, main 3/5, updates 1/4 of the row); content first on small ones', async () => {
    const { page } = await site.open('/about/history');
    const content = page.locator('uni-content-page');
    await content.locator('[data-layout]').first().waitFor();
    const boxes = async () => ({
      row: (await content.locator('[data-sidebar]').locator('xpath=..').boundingBox())!,
      sidebar: (await content.locator('[data-sidebar]').boundingBox())!,
      main: (await content.locator('[data-main]').boundingBox())!,
      updates: (await content.locator('[data-updates]').boundingBox())!,
    });
    await page.setViewportSize({ width: 1400, height: 900 });
    const wide = await boxes();
    expect(wide.sidebar.x + wide.sidebar.width).toBeLessThanOrEqual(wide.main.x);
    expect(wide.main.x + wide.main.width).toBeLessThanOrEqual(wide.updates.x);
    expect(await content.locator('[data-sidebar] summary').isVisible()).toBe(false);
    // Shares of the row: 1/5 : 3/5 : 1/4 of what the gaps leave.
    expect(wide.main.width / wide.sidebar.width).toBeCloseTo(3, 1);
    expect(wide.updates.width / wide.sidebar.width).toBeCloseTo(1.25, 1);
    await page.setViewportSize({ width: 390, height: 800 });
    const narrow = await boxes();
    // Issue 16: the sidebar becomes the 'In this section' disclosure under the title, before the content.
    expect(await content.locator('[data-sidebar] summary').isVisible()).toBe(true);
    expect(await content.locator('[data-sidebar] h2').isVisible()).toBe(false);
    expect(narrow.sidebar.y).toBeGreaterThanOrEqual((await content.locator('h1').boundingBox())!.y);
    expect(narrow.sidebar.y + narrow.sidebar.height).toBeLessThanOrEqual(narrow.main.y);
    expect(narrow.main.y + narrow.main.height).toBeLessThanOrEqual(narrow.updates.y);
    expect(Math.round(narrow.main.width)).toBe(Math.round(narrow.row.width));
    await page.close();
  });

  it('sidebar items are links: client-side navigation, back and forward, and a reload keep the active item', async () => {
    const { page, errors } = await site.open('/about/history');
    const content = page.locator('uni-content-page');
    const activeId = () => content.locator('[data-sidebar] a[aria-current="page"]').getAttribute('data-sidebar-id');
    await content.locator('[data-layout]').first().waitFor();
    await page.evaluate(() => ((window as any).__sameDocument = true));

    await content.locator('[data-sidebar]').getByRole('link', { name: 'About the city' }).click();
    await content.locator('[data-layout="city-composite"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/about/history/city');
    expect(await activeId()).toBe('2');
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);

    await content.locator('[data-sidebar]').getByRole('link', { name: 'Google Map' }).click();
    await content.locator('[data-layout="paragraph-image"]').waitFor();
    expect(await activeId()).toBe('3');

    await page.goBack();
    await content.locator('[data-layout="city-composite"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/about/history/city');
    expect(await activeId()).toBe('2');
    await page.goBack();
    await content.locator('[data-layout="news-composite"]').waitFor();
    expect(await activeId()).toBe('1');
    await page.goForward();
    await content.locator('[data-layout="city-composite"]').waitFor();
    expect(await activeId()).toBe('2');

    await page.reload();
    await content.locator('[data-layout="city-composite"]').waitFor();
    expect(await activeId()).toBe('2');
    expect(
      (await content.getByRole('navigation', { name: 'Breadcrumb' }).textContent())!.replace(/\s+/g, ' ').trim(),
    ).toBe('Home >> About Us >> About Us >> About the city');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a link followed while the page data is slow: the widgets hydrate the prerendered page, then show the new one', async () => {
    // Page data held back as on a slow network: hydrating without it, the footer showed the site's
    // date where the server wrote the page's (React error 418), and the content page nothing.
    const { page, errors } = await site.open('/about/history', (tab) =>
      tab.route(/\/page-data\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      }),
    );
    const content = page.locator('uni-content-page');
    await content.locator('[data-sidebar]').getByRole('link', { name: 'About the city' }).click();
    await content.locator('[data-layout="city-composite"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/about/history/city');
    expect(errors).toEqual([]);
    await page.close();
  });

  // What the browser shows first on each path is the prerendered page (the content page's
  // widget content), so each path's HTML as served is read rather than opened in a
  // tab: the walk through 100 tabs was a minute and a half of the suite. The tests above
  // open pages in Chromium and follow the client-side navigation.
  it('every menu path shows a content page with content, never the 404 screen', async () => {
    const failures: string[] = [];
    await Promise.all(
      menuPaths.map(async (path) => {
        const response = await fetch(site.url(path));
        const html = await response.text();
        const contentPage = findOne((node) => node.name === 'uni-content-page', parseDocument(html).children);
        const title = contentPage && findOne((node) => node.name === 'h1', [contentPage]);
        if (response.status !== 200 || !title || html.includes('404 - Page Not Found'))
          failures.push(`${path}: no content page (${response.status})`);
        else if (!findOne((node) => 'data-layout' in node.attribs, [contentPage]))
          failures.push(`${path}: "${textContent(title).trim()}" shows no content item`);
      }),
    );
    expect(failures).toEqual([]);
    expect(menuPaths.length).toBeGreaterThan(90);
  });

  it("its PDF links say their size as prerendered and as hydrated, from the page's own data file", async () => {
    const { page, errors } = await site.open('/mr/student/circulars');
    const content = page.locator('uni-content-page');
    const labels = () =>
      content
        .locator('[data-file-actions="enabled"] a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    const prerendered = await labels();
    expect(prerendered.length).toBeGreaterThan(5);
    for (const label of prerendered) expect(label).toMatch(/\(पीडीएफ, [०-९]+ केबी\)/);
    const hydrated = page.evaluate(
      (event) =>
        new Promise<void>((resolve) =>
          document.querySelector('uni-content-page')!.addEventListener(event, () => resolve(), { once: true }),
        ),
      HYDRATED_EVENT,
    );
    await content.locator('[data-file-actions="enabled"] a').first().hover();
    await hydrated;
    expect(await labels()).toEqual(prerendered);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a file's view link opens a real PDF in a new tab; its download control names the file", async () => {
    const { page } = await site.open('/about/news');
    const content = page.locator('uni-content-page');
    await content.locator('[data-layout="searchbar-table"]').waitFor();
    const view = content.locator('[data-file-actions="enabled"] a[target="_blank"]').first();
    const href = (await view.getAttribute('href'))!;
    expect(href).toMatch(/^\/docs\/news\/.+\.pdf$/);
    // The new tab's navigation, not its URL once loaded: a browser without a PDF viewer (the
    // tests' headless shell) hands the file to its downloads and leaves the tab blank.
    const [popup, navigation] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .context()
        .waitForEvent('request', (request) => request.isNavigationRequest() && request.url().endsWith(href)),
      view.click(),
    ]);
    expect(navigation.frame().page()).toBe(popup);
    expect(new URL(navigation.url()).pathname).toBe(href);
    const response = await page.request.get(site.url(href));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await content.locator('[data-file-actions="enabled"] a[download]').first().getAttribute('download')).toMatch(
      /\.pdf$/,
    );
    await popup.close();
    await page.close();
  });

  it('the sign-in widget embedded in a page validates and never pretends to sign in', async () => {
    const { page, errors } = await site.open('/about');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<uni-login-form id="login-under-test"></uni-login-form>');
    });
    const form = page.locator('#login-under-test');
    await form.getByRole('button', { name: 'Login' }).click();
    await form.getByText('Enter your email.').waitFor();
    await form.getByLabel('Email').fill('student@example.com');
    await form.getByLabel('Password').fill('secret');
    await form.getByRole('button', { name: 'Login' }).click();
    await form
      .getByRole('status')
      .getByText(/Sign-in happens on the student portal/)
      .waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe('student@example.com');
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(errors).toEqual([]);
    await page.close();
  });
});
