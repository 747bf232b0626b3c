import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const CHROME_TAGS = ['uni-access-bar', 'uni-header', 'uni-menu', 'uni-footer'];

describe('the built site', () => {
  it('shows the chrome widgets, prerendered in the light DOM, on / and logs no errors', async () => {
    const { page, errors } = await site.open('/');
    for (const tag of CHROME_TAGS) {
      await page.locator(`${tag} .uni-root`).first().waitFor();
      expect(await page.evaluate((t) => document.querySelector(`${t} > [data-uni-mount]`) !== null, tag), tag).toBe(
        true,
      );
    }
    expect(await page.title()).toBe('Home | Sahyadri State University');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 404 texts between header and footer on an unknown path, with HTTP status 404', async () => {
    expect((await fetch(site.url('/no/such/page'))).status).toBe(404);
    const { page, errors } = await site.open('/no/such/page');
    await page.getByText('404 - Page Not Found').waitFor();
    expect(await page.getByText("The page you're looking for doesn't exist.").count()).toBe(1);
    expect(await page.locator('uni-header').count()).toBe(1);
    expect(await page.locator('uni-footer .uni-root').count()).toBe(1);
    expect(await page.title()).toBe('Page Not Found | Sahyadri State University');
    // Chromium reports the document's own 404 status as a console error; nothing else may appear.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await page.close();
  });

  it('navigates client-side through a link inside a widget and scrolls to the top', async () => {
    const { page, errors } = await site.open('/');
    await page.evaluate(() => ((window as any).__sameDocument = true));
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('uni-footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    expect(await page.title()).toBe('Privacy Policy | Sahyadri State University');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('prerendered pages', () => {
  it('arrive as HTML with the widgets already rendered, in the light DOM (no shadow root to attach)', async () => {
    const html = await fetch(site.url('/about/history')).then((response) => response.text());
    expect(html).toContain('<title>About Us – About Us | Sahyadri State University</title>');
    expect(html).toMatch(/<uni-menu[^>]*><div data-uni-mount=/);
    expect(html).not.toContain('shadowrootmode');
    expect(html).toContain('Home</a>');
  });

  it('show their content with JavaScript off', async () => {
    const { page } = await site.open('/');
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(site.url('/privacy-policy'));
    expect(await noScript.locator('uni-page').getByRole('heading', { name: 'Privacy Policy' }).count()).toBe(1);
    expect(await noScript.locator('uni-footer').getByRole('link', { name: 'Terms of Use' }).count()).toBe(1);
    await context.close();
    await page.close();
  });

  it('hydrate without errors on every kind of screen', async () => {
    for (const path of ['/', '/about/history', '/quick-links', '/student/ncc', '/events']) {
      const { page, errors } = await site.open(path);
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });
});

describe('content loads page by page', () => {
  it("a content page downloads only its own page's data; another page's loads on client-side navigation", async () => {
    // Start on a page without content, so no content page's data sits in the cache yet.
    const { page, errors } = await site.open('/quick-links');
    const dataRequests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/page-data/')) dataRequests.push(pathname);
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(site.url('/about/history'));
    await page.locator('uni-content-page [data-layout]').first().waitFor();
    await page.waitForLoadState('networkidle');
    // An island: its prerendered HTML is whole; its code (and data) loads on the first interaction.
    expect(dataRequests).toEqual([]);
    await page.locator('uni-content-page').hover();
    await page.waitForFunction(() => customElements.get('uni-content-page') !== undefined);
    await page.waitForLoadState('networkidle');
    expect(dataRequests).toEqual(['/page-data/en/about/history.json']);
    await page.evaluate(() => ((window as any).__sameDocument = true));
    // A same-origin link starts the host app, which navigates client-side.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/student/ncc', textContent: 'NCC' });
      // Outside the host app's root: a node of our own inside it would fail the app's hydration.
      document.body.append(link);
      link.click();
    });
    await page.locator('uni-content-page [data-layout="paragraph"]').waitFor();
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    expect(await page.title()).toMatch(/^NCC/);
    expect(dataRequests).toEqual(['/page-data/en/about/history.json', '/page-data/en/student/ncc.json']);
    // No script holds the site's content: neither the whole route index nor a section's pages.
    expect(
      scripts.filter((script) => /route-index|(about|student|governance|computer-science|others)_lang_/.test(script)),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("What's new, built from the records", () => {
  it('shows its records after a client-side navigation, from its page data (no script holds them)', async () => {
    const { page, errors } = await site.open('/mr/quick-links');
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/page-data/')) dataRequests.push(pathname);
    });
    const data = (await (await fetch(site.url('/page-data/mr/whats-new.json'))).json()) as {
      records: { sections: Array<{ links?: Array<{ title: string }> }> };
    };
    const newest = data.records.sections.flatMap((section) => section.links ?? [])[0]!.title;
    // The host's link handling comes with its scripts, after the first paint: on a loaded machine
    // a click before they are in is an ordinary page load.
    await page.waitForFunction(() => !document.getElementById('uni-after-paint'));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as any).__sameDocument = true));
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/mr/whats-new', textContent: 'नवीन काय' });
      document.body.append(link);
      link.click();
    });
    await page.locator('uni-page').getByText(newest).first().waitFor();
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    expect(await page.title()).toMatch(/^नवीन काय/);
    expect(dataRequests).toContain('/page-data/mr/whats-new.json');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('leaving a page while its widgets are still hydrating', () => {
  it('logs no error (a slow phone: CPU 8x slower)', async () => {
    const { page, errors } = await site.open('/about/history');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto(site.url('/'));
    // Click at once, while the home islands still load and hydrate: the host app starts then.
    await page.locator('uni-footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    await page.waitForTimeout(1500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
