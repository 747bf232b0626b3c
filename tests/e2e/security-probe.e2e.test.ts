import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPage, openPage, startForeignOrigin, widgetsReady, type ForeignOrigin } from './embed-fixtures';
import { startSite, type Site } from './site';

/**
 * The security probe's attacks through the editor-safe form, replayed against the built
 * kit: the kit on one loopback origin, a CMS on another, and a page an author without
 * script rights could save there (`<div data-uni-widget …>` with attributes of their choice).
 * Each attack worked before the editor-safe form gave widgets only what they declare.
 */
let site: Site;
let cms: ForeignOrigin;
beforeAll(async () => {
  site = await startSite();
  cms = await startForeignOrigin();
});
afterAll(async () => {
  await cms?.close();
  await site?.close();
});

/** The CMS page with `body`, opened with a signed-in editor's session cookie on the CMS. */
async function authorsPage(name: string, body: string): Promise<{ page: Page; errors: string[] }> {
  cms.put(`/${name}.html`, cmsPage(site.url(''), body));
  return openPage(site.browser, `${cms.origin}/${name}.html`, (page) =>
    page.context().addCookies([{ name: 'session', value: 'editor-secret', url: cms.origin }]),
  );
}

describe('the editor-safe form, as a CMS author without script rights writes it', () => {
  it('data-on* with data-autofocus and data-tabindex: no handler is created, none runs', async () => {
    const { page } = await authorsPage(
      'handlers',
      '<div data-uni-widget="uni-statistics" data-tabindex="0" data-autofocus ' +
        'data-onfocus="window.__probe = (window.__probe || []).concat(\'focus\')" ' +
        'data-onmouseover="window.__probe = (window.__probe || []).concat(\'over\')"></div>',
    );
    await widgetsReady(page, ['uni-statistics']);
    const widget = page.locator('uni-statistics');
    await widget.hover();
    await widget.evaluate((element: HTMLElement) => element.focus());
    expect(await page.evaluate(() => (window as unknown as { __probe?: string[] }).__probe)).toBeUndefined();
    expect(await widget.evaluate((element) => element.getAttributeNames())).toEqual([]);
    await page.close();
  });

  it('data-style cannot lay a sign-in form over the whole page', async () => {
    const { page } = await authorsPage(
      'overlay',
      '<p id="article">The article the visitor came for.</p>' +
        '<div data-uni-widget="uni-login-form" data-style="position:fixed;inset:0;z-index:2147483647;background:white"></div>',
    );
    await widgetsReady(page, ['uni-login-form']);
    const form = page.locator('uni-login-form');
    expect(await form.getAttribute('style')).toBeNull();
    expect(await form.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    // What is on top of the article is the article.
    expect(
      await page.evaluate(() => {
        const box = document.getElementById('article')!.getBoundingClientRect();
        return document.elementFromPoint(box.left + 5, box.top + 5)?.id;
      }),
    ).toBe('article');
    await page.close();
  });

  it("data-src is fetched without the visitor's cookies: a private URL of the CMS gives nothing away", async () => {
    // The CMS answers its private JSON only to a signed-in session.
    cms.put(
      '/wp-json/private/notices.json',
      JSON.stringify([{ serial_no: 1, date: '2026-01-12', file_title: 'Salaries' }]),
    );
    const { page, errors } = await authorsPage(
      'private-src',
      '<div data-uni-widget="uni-news" data-src="/wp-json/private/notices.json"></div>' +
        '<div data-uni-widget="uni-news" id="script-src" data-src="javascript:alert(1)"></div>',
    );
    await widgetsReady(page, ['uni-news']);
    const fetched = cms.requests.filter((request) => request.path === '/wp-json/private/notices.json');
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.cookie).toBeUndefined();
    // The page's own requests carry the session: the cookie was there to be sent.
    expect(cms.requests.find((request) => request.path === '/private-src.html')!.cookie).toBe('session=editor-secret');
    // A non-http(s) src never reaches the widget: it shows the kit's own notices.
    expect(await page.locator('#script-src').getAttribute('src')).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });
});
