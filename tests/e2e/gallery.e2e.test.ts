import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findHeadlessShell } from '../tools/chromium.mjs';
import {
  cmsPage,
  demoFile,
  galleryPage,
  openPage,
  pageLook,
  shadowStyles,
  startForeignOrigin,
  widgetsReady,
  type ForeignOrigin,
} from './embed-fixtures';
import { startSite, type Site } from './site';

/**
 * The hostile-host gallery of public/demo/ (linked from /embed), each page served
 * from another origin than the kit's: size, isolation both ways, behaviour and
 * console errors, against the same widgets on a clean standards-mode page.
 */
const demoFolder = fileURLToPath(new URL('../../public/demo/', import.meta.url));

let site: Site;
let kit: string;
let cms: ForeignOrigin;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  kit = site.url('');
  cms = await startForeignOrigin();
  browser = await chromium.launch({
    executablePath: findHeadlessShell(),
    args: CHROMIUM_ARGS,
  });
  for (const name of readdirSync(demoFolder)) {
    cms.put(`/demo/${name}`, name.endsWith('.html') ? galleryPage(name, kit) : demoFile(name));
  }
});

afterAll(async () => {
  await browser?.close();
  await cms?.close();
  await site?.close();
});

/** The same widgets on a plain standards-mode page with no CSS of its own. */
async function cleanPage(name: string, body: string, tags: string[]): Promise<Page> {
  cms.put(`/clean/${name}`, cmsPage(kit, body));
  const { page, errors } = await openPage(browser, `${cms.origin}/clean/${name}`);
  await widgetsReady(page, tags);
  expect(errors).toEqual([]);
  return page;
}

/** The look of the page's own elements without the widgets (the kit's files blocked) and with them, and the errors then. */
async function pageLooks(url: string, ready: (page: Page) => Promise<unknown>, ownElements: string) {
  const before = await openPage(browser, url, (page) => page.route(`${kit}/**`, (route) => route.abort()));
  await before.page.waitForLoadState('load');
  const after = await openPage(browser, url);
  await ready(after.page);
  const looks = {
    without: await pageLook(before.page, ownElements),
    with: await pageLook(after.page, ownElements),
    errors: after.errors,
  };
  await before.page.close();
  await after.page.close();
  return looks;
}

/** Gives each widget the same width on both pages, then returns their heights. */
const heightsAtWidth = (page: Page, tags: string[], width: number) =>
  page.evaluate(
    ({ wanted, pixels }) =>
      wanted.map((tag) => {
        const element = document.querySelector<HTMLElement>(tag)!;
        element.style.width = `${pixels}px`;
        return Math.round(element.getBoundingClientRect().height);
      }),
    { wanted: tags, pixels: width },
  );

const rootTextSize = (page: Page, tag: string) =>
  page.evaluate(
    (name) => getComputedStyle(document.querySelector(name)!.shadowRoot!.querySelector('.uni-root')!).fontSize,
    tag,
  );

describe('a quirks-mode page with a 10 px root, a layout table and jQuery 1.x / Prototype globals', () => {
  const tags = ['uni-events', 'uni-news'];
  const url = () => `${cms.origin}/demo/quirks-bootstrap.html`;
  const ownElements = 'html, body, .navbar, table, td, .panel, h1, p, a, button';

  it('is in quirks mode with a 10 px root, and its widgets have the size and styles they have on a clean page', async () => {
    const { page, errors } = await openPage(browser, url());
    await widgetsReady(page, tags);
    expect(await page.evaluate(() => document.compatMode)).toBe('BackCompat');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('10px');
    for (const tag of tags) expect(await rootTextSize(page, tag)).toBe('16px');
    const clean = await cleanPage(
      'quirks.html',
      '<uni-events categories="Academic, Workshop"></uni-events><uni-news limit="3"></uni-news>',
      tags,
    );
    expect(await shadowStyles(page, tags)).toEqual(await shadowStyles(clean, tags));
    expect(await heightsAtWidth(page, tags, 880)).toEqual(await heightsAtWidth(clean, tags, 880));
    expect(errors).toEqual([]);
    await clean.close();
    await page.close();
  });

  it("works beside the page's old scripts, which keep working too", async () => {
    const { page, errors } = await openPage(browser, url());
    await widgetsReady(page, tags);
    expect(
      await page.evaluate(() => [Array.prototype.hasOwnProperty('toJSON'), (window as any).jQuery.fn.jquery]),
    ).toEqual([true, '1.12.4']);
    const workshop = page.locator('uni-events').getByRole('button', { name: 'Workshop' }).first();
    await workshop.click();
    expect(await workshop.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('uni-news').locator('tbody tr').count()).toBe(3);
    await page.locator('#legacy-button').click();
    expect(await page.locator('#legacy-output').textContent()).toBe('Clicked with jQuery 1.12.4 and Prototype 1.7.3');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("leaves the page's own look unchanged", async () => {
    const looks = await pageLooks(url(), (page) => widgetsReady(page, tags), ownElements);
    expect(looks.with).toEqual(looks.without);
    expect(looks.errors).toEqual([]);
  });
});

describe('the root font size of the host page and the text size of our own site', () => {
  const tags = ['uni-events', 'uni-news'];
  const body = '<uni-events></uni-events><uni-news limit="3"></uni-news>';

  it('a 20 px root changes nothing in the widgets', async () => {
    cms.put('/large-root.html', cmsPage(kit, body, { head: '<style>html { font-size: 20px }</style>' }));
    const { page, errors } = await openPage(browser, `${cms.origin}/large-root.html`);
    await widgetsReady(page, tags);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('20px');
    const clean = await cleanPage('large-root.html', body, tags);
    expect(await shadowStyles(page, tags)).toEqual(await shadowStyles(clean, tags));
    expect(await heightsAtWidth(page, tags, 880)).toEqual(await heightsAtWidth(clean, tags, 880));
    expect(errors).toEqual([]);
    await clean.close();
    await page.close();
  });

  it("on our site, A+ scales every widget and the host's own text, and A- brings them back", async () => {
    const { page, errors } = await openPage(browser, site.url('/'));
    await widgetsReady(page, ['uni-access-bar', 'uni-events']);
    const sizes = () =>
      page.evaluate(() => ({
        root: getComputedStyle(document.documentElement).fontSize,
        // Our own pages: the widgets' content is in the light DOM.
        events: getComputedStyle(document.querySelector('uni-events .uni-root')!).fontSize,
        menu: getComputedStyle(document.querySelector('uni-menu .uni-root')!).fontSize,
      }));
    expect(await sizes()).toEqual({ root: '16px', events: '16px', menu: '16px' });
    const bar = page.locator('uni-access-bar');
    await bar.getByRole('button', { name: /^A\+/ }).click();
    await bar.getByRole('button', { name: /^A\+/ }).click();
    await expect.poll(sizes).toEqual({ root: '20px', events: '20px', menu: '20px' });
    await bar.getByRole('button', { name: /^A-/ }).click();
    await bar.getByRole('button', { name: /^A-/ }).click();
    await expect.poll(sizes).toEqual({ root: '16px', events: '16px', menu: '16px' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a page that loads the loader twice and has its own uni-foo and unicorn-x elements', () => {
  it("both the page's elements and the widgets work, each widget once, styled as on a clean page", async () => {
    const tags = ['uni-footer', 'uni-statistics'];
    const { page, errors, requests } = await openPage(browser, `${cms.origin}/demo/clashing-names.html`);
    await widgetsReady(page, tags);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((request) => request.startsWith(`${kit}/widgets/index.js`))).toHaveLength(2);
    expect(requests.filter((request) => /\/widgets\/chunks\/uni-footer-/.test(request))).toHaveLength(1);
    expect(
      await page.evaluate(
        (wanted) => wanted.map((tag) => document.querySelector(tag)!.shadowRoot!.querySelectorAll('.uni-root').length),
        tags,
      ),
    ).toEqual([1, 1]);
    const own = await page.evaluate(() => ({
      foo: customElements.get('uni-foo')?.name,
      fooText: document.querySelector('uni-foo')!.shadowRoot!.textContent,
      fooColor: getComputedStyle(document.querySelector('uni-foo')!.shadowRoot!.querySelector('p')!).color,
      unicorn: document.querySelector('unicorn-x')!.textContent,
    }));
    expect(own).toEqual({
      foo: 'UniFoo',
      fooText: expect.stringContaining("Page's own uni-foo"),
      fooColor: 'rgb(128, 0, 128)',
      unicorn: 'unicorn-x ready',
    });
    const clean = await cleanPage('clashing.html', '<uni-footer></uni-footer><uni-statistics></uni-statistics>', tags);
    expect(await shadowStyles(page, tags)).toEqual(await shadowStyles(clean, tags));
    expect(await rootTextSize(page, 'uni-footer')).toBe('16px');
    expect(errors).toEqual([]);
    await clean.close();
    await page.close();
  });

  it("leaves the page's own look unchanged", async () => {
    const looks = await pageLooks(
      `${cms.origin}/demo/clashing-names.html`,
      (page) => widgetsReady(page, ['uni-footer', 'uni-statistics']),
      'html, body, h1, h2, uni-foo, unicorn-x',
    );
    expect(looks.with).toEqual(looks.without);
    expect(looks.errors).toEqual([]);
  });
});

describe('a page saved by a WYSIWYG editor: only data-uni-widget placeholders', () => {
  it('each placeholder becomes its widget, the one added later too, styled as the tag form on a clean page', async () => {
    const { page, errors } = await openPage(browser, `${cms.origin}/demo/editor-saved.html`);
    await widgetsReady(page, ['uni-events', 'uni-news', 'uni-quick-links']);
    expect(await page.locator('[data-uni-widget]').count()).toBe(0);
    const events = page.locator('uni-events');
    expect(await events.getAttribute('categories')).toBe('Academic, Workshop');
    expect(await events.getAttribute('id')).toBe('events');
    const panelTitles = await events.locator('[data-events-panel="1"] button[aria-expanded]').allTextContents();
    expect(panelTitles.map((title) => title.trim())).toEqual(['Academic', 'Workshop']);
    expect(await page.locator('uni-news').locator('tbody tr').count()).toBe(3);
    expect(await page.locator('uni-news').getByRole('heading', { name: 'Department notices' }).count()).toBe(1);
    // The theme's `.cms-content div` rule (4 px border, 30 px text) styled the placeholders, not the widgets.
    const tags = ['uni-events', 'uni-news', 'uni-quick-links'];
    const clean = await cleanPage(
      'editor.html',
      '<uni-events categories="Academic, Workshop"></uni-events><uni-news limit="3" heading="Department notices"></uni-news><uni-quick-links></uni-quick-links>',
      tags,
    );
    expect(await shadowStyles(page, tags)).toEqual(await shadowStyles(clean, tags));
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('uni-events')!).borderTopWidth)).toBe(
      '0px',
    );
    expect(errors).toEqual([]);
    await clean.close();
    await page.close();
  });
});

describe('a page saved by a WYSIWYG editor: the page itself', () => {
  it('keeps its own look around the upgraded placeholders', async () => {
    const looks = await pageLooks(
      `${cms.origin}/demo/editor-saved.html`,
      (page) => widgetsReady(page, ['uni-events', 'uni-news', 'uni-quick-links']),
      'html, body, article, h1, h2, p, aside',
    );
    expect(looks.with).toEqual(looks.without);
    expect(looks.errors).toEqual([]);
  });
});

describe('a page that allows only iframes', () => {
  it("keeps its own look: the frames' content cannot reach it", async () => {
    const looks = await pageLooks(
      `${cms.origin}/demo/iframe-host.html`,
      (page) => page.frameLocator('#fixed-frame').locator('uni-news').locator('tbody tr').first().waitFor(),
      'html, body, h1, h2, iframe',
    );
    expect(looks.with).toEqual(looks.without);
    expect(looks.errors).toEqual([]);
  });

  const frameHeights = (page: Page) =>
    page.evaluate(() =>
      ['#sized-frame', '#fixed-frame'].map((id) =>
        Math.round(document.querySelector(id)!.getBoundingClientRect().height),
      ),
    );

  it('the frame pages show only their widget, at its own size; the resizer fits the frame to it; without it, the fixed height', async () => {
    const { page, errors } = await openPage(browser, `${cms.origin}/demo/iframe-host.html`);
    const sized = page.frameLocator('#sized-frame');
    await sized.locator('uni-events').getByRole('button', { name: 'Academic' }).first().waitFor();
    const frame = page.frame({ url: /\/embed\/frame\/uni-events/ })!;
    await widgetsReady(frame as unknown as Page, ['uni-events']);
    const inside = await frame.evaluate(() => ({
      body: Array.from(document.body.children, (child) => child.localName),
      categories: document.querySelector('uni-events')!.getAttribute('categories'),
      height: Math.ceil(document.documentElement.getBoundingClientRect().height),
      textSize: getComputedStyle(document.querySelector('uni-events')!.shadowRoot!.querySelector('.uni-root')!)
        .fontSize,
      panels: Array.from(
        document
          .querySelector('uni-events')!
          .shadowRoot!.querySelectorAll('[data-events-panel="1"] button[aria-expanded]'),
        (button) => button.textContent!.trim(),
      ),
    }));
    expect(inside.body).toEqual(['uni-events']);
    expect(inside.categories).toBe('Academic');
    expect(inside.panels).toEqual(['Academic']);
    expect(inside.textSize).toBe('16px');
    expect(inside.height).not.toBe(600);
    await expect.poll(() => frameHeights(page)).toEqual([inside.height, 600]);
    // A wider frame puts the three panels side by side: the widget gets shorter, and the frame follows it.
    await page.evaluate(() => document.querySelector<HTMLIFrameElement>('#sized-frame')!.setAttribute('width', '1100'));
    await expect
      .poll(async () => {
        const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
        const [outer] = await frameHeights(page);
        return content < inside.height / 2 && outer === content;
      })
      .toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('links open in the parent tab, not inside the frame', async () => {
    const { page, errors } = await openPage(browser, `${cms.origin}/demo/iframe-host.html`);
    const sized = page.frameLocator('#sized-frame');
    const showMore = sized
      .locator('uni-events')
      .getByRole('link', { name: /show more/ })
      .first();
    await showMore.waitFor();
    await Promise.all([page.waitForURL(`${kit}/events`), showMore.click()]);
    expect(page.url()).toBe(`${kit}/events`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the frame pages work under the site policy (script-src self, no inline script or style), which lets any site frame them', async () => {
    const response = await fetch(`${kit}/embed/frame/uni-news`);
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=/);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain('frame-ancestors *');
    // Only the frame pages: the rest of the site may be framed by itself only.
    expect((await fetch(`${kit}/embed`)).headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const { page, errors } = await openPage(browser, `${cms.origin}/demo/iframe-host.html`);
    const fixed = page.frameLocator('#fixed-frame');
    await expect.poll(() => fixed.locator('uni-news').locator('tbody tr').count()).toBe(3);
    expect(errors).toEqual([]);
    await page.close();
  });
});
