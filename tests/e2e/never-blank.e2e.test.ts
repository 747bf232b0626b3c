import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inParallel } from '../tools/in-parallel.mjs';
import { startSite, type Site } from './site';

/**
 * Issue 25: no page goes blank where declarative shadow DOM, Shadow DOM or scripts are missing.
 * The host's own pages carry their widgets' content in the light DOM (docs/developers/decisions.md,
 * "Pages without shadow DOM"), so each kind of page, in each language, is opened in Chromium as
 * such a browser would meet it, and compared with the page on Chromium as it is:
 * - an older parser (Safari < 16.4, Chrome < 111, Firefox < 123): each response's
 *   `<template shadowrootmode=` renamed, as such a parser leaves it, and the feature's
 *   properties taken off HTMLTemplateElement: the same text, scripts on;
 * - no Shadow DOM (KaiOS 2.5, some reader modes): `attachShadow` deleted before any script of
 *   the page runs: the same text, no error, and the islands still hydrate;
 * - scripts off (Opera Mini's extreme mode, crawlers, a visitor's choice): the main content's
 *   headings, first paragraph or table cell and document links are there and visible.
 */
const RENAMED = 'data-old-parser-shadowrootmode';

/** What an older parser's browser lacks; runs in the page before its own scripts. */
function emulateOldParser() {
  for (const name of ['shadowRootMode', 'shadowRootDelegatesFocus', 'shadowRootClonable', 'shadowRootSerializable'])
    delete (HTMLTemplateElement.prototype as unknown as Record<string, unknown>)[name];
}

/** A browser without Shadow DOM; runs in the page before its own scripts. */
function removeShadowDom() {
  delete (Element.prototype as Partial<Element>).attachShadow;
}

/** Keeps each island whose hydration has committed (its element gets `uni-hydrated`, widgets/runtime/protocol.ts). */
function recordHydrations() {
  const hydrated = new WeakSet<EventTarget>();
  (window as unknown as { uniHydrated: WeakSet<EventTarget> }).uniHydrated = hydrated;
  addEventListener('uni-hydrated', (event) => event.target && hydrated.add(event.target), true);
}

/**
 * Whether every island that hydrates on its own has: those of `idle`, and those of `visible`
 * near the viewport (strategies/visible.ts: 200 px), whose text can change as they do (a
 * carousel's pages). On a busy machine the network goes quiet before they have.
 */
function islandsSettled() {
  const { uniHydrated } = window as unknown as { uniHydrated: WeakSet<EventTarget> };
  return Array.from(document.querySelectorAll('[data-uni-hydrate="idle"], [data-uni-hydrate="visible"]')).every(
    (island) => {
      const { top, bottom } = island.getBoundingClientRect();
      const near = top < innerHeight + 200 && bottom > -200;
      return uniHydrated.has(island) || (island.getAttribute('data-uni-hydrate') === 'visible' && !near);
    },
  );
}

type Client = 'current' | 'old parser' | 'no Shadow DOM' | 'no scripts';

const PAGES = ['/', '/about/history', '/student/circulars', '/search', '/no/such/page'];
const LANGUAGES = ['', '/mr', '/hi'];
const LOCATIONS = LANGUAGES.flatMap((prefix) => PAGES.map((path) => prefix + (prefix && path === '/' ? '' : path)));

/** The page's text, any shadow root's included, as a reader meets it (no script or style text). */
const deepText = (page: Page) =>
  page.evaluate(() => {
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
      for (const child of node.childNodes) {
        if (child instanceof Text) parts.push(child.data);
        else if (!(child instanceof HTMLScriptElement || child instanceof HTMLStyleElement)) walk(child);
      }
    };
    walk(document.body);
    return parts.join('').replace(/\s+/g, ' ').trim();
  });

/** What the main content shows: headings, the first paragraph or table cell long enough to be one, document links. */
const mainContent = (page: Page) =>
  page.evaluate(() => {
    const shown = (element: Element) => (element as HTMLElement).checkVisibility({ visibilityProperty: true });
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const all = (selector: string) => Array.from(document.querySelectorAll(`main ${selector}`)).filter(shown);
    return {
      headings: all('h1, h2').map(text).filter(Boolean),
      paragraph: all('p, td')
        .map(text)
        .find((candidate) => candidate.length > 25),
      documents: all('a[href$=".pdf"]').map((link) => link.getAttribute('href')),
    };
  });

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** Opens `location` as `client` meets it, once its network has gone quiet; carousels stand still. */
async function open(location: string, client: Client) {
  const options: BrowserContextOptions = {
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    javaScriptEnabled: client !== 'no scripts',
  };
  const context = await site.browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  let served = '';
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    served = await response.text();
    const body =
      client === 'old parser' ? served.replace(/<template shadowrootmode=/g, `<template ${RENAMED}=`) : served;
    return route.fulfill({ response, body });
  });
  if (client === 'old parser') await page.addInitScript(emulateOldParser);
  if (client === 'no Shadow DOM') await page.addInitScript(removeShadowDom);
  if (client !== 'no scripts') await page.addInitScript(recordHydrations);
  await page.goto(site.url(location), { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  if (client !== 'no scripts') await page.waitForFunction(islandsSettled);
  // The 404 page's own status is reported as a console error; nothing else may appear.
  return {
    page,
    served,
    errors: errors.filter((error) => !error.includes('status of 404')),
    close: () => context.close(),
  };
}

describe('every kind of page, in every language, is never blank', () => {
  it.each(LOCATIONS)(
    '%s: the same text without declarative shadow DOM or Shadow DOM, its content without scripts',
    async (location) => {
      const [current, oldParser, noShadowDom, noScripts] = await inParallel(
        ['current', 'old parser', 'no Shadow DOM', 'no scripts'] as const,
        2,
        (client) => open(location, client),
      );
      try {
        // Nothing on the host's pages needs a shadow root: an older parser has nothing to miss.
        expect(current.served, location).not.toContain('shadowrootmode');
        expect(await current.page.evaluate(() => document.querySelectorAll('[data-uni-mount]').length)).toBeGreaterThan(
          3,
        );
        expect(await oldParser.page.evaluate(() => 'shadowRootMode' in HTMLTemplateElement.prototype)).toBe(false);
        expect(await noShadowDom.page.evaluate(() => 'attachShadow' in Element.prototype)).toBe(false);

        const text = await deepText(current.page);
        expect(text.length, location).toBeGreaterThan(500);
        expect(await deepText(oldParser.page), `${location}: old parser`).toBe(text);
        expect(await deepText(noShadowDom.page), `${location}: no Shadow DOM`).toBe(text);
        for (const { errors } of [current, oldParser, noShadowDom]) expect(errors, location).toEqual([]);

        const shown = await mainContent(current.page);
        expect(shown.headings.length, location).toBeGreaterThan(0);
        const withoutScripts = await mainContent(noScripts.page);
        for (const heading of shown.headings)
          expect(withoutScripts.headings, `${location}: heading`).toContain(heading);
        // The first paragraph the page shows (the search page has none with scripts, and a note without).
        expect(
          shown.paragraph === undefined || withoutScripts.paragraph === shown.paragraph,
          `${location}: first paragraph "${shown.paragraph}", without scripts "${withoutScripts.paragraph}"`,
        ).toBe(true);
        expect(withoutScripts.documents, `${location}: document links`).toEqual(shown.documents);
      } finally {
        await Promise.all([current, oldParser, noShadowDom, noScripts].map((opened) => opened.close()));
      }
    },
  );

  it('hydrates its islands without Shadow DOM: the menu button, the very node prerendered, opens the menu on a phone', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(removeShadowDom);
    await page.goto(site.url('/'));
    const menuButton = page.locator('uni-menu').getByRole('button', { name: 'Menu', exact: true });
    // Marked before the menu's code runs: hydration keeps the node, a client render would replace it.
    await menuButton.evaluate((button) => ((button as HTMLElement & { prerendered?: boolean }).prerendered = true));
    await menuButton.click();
    await page.locator('uni-menu #mobile-menu-panel a').first().waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await menuButton.evaluate((button) => (button as HTMLElement & { prerendered?: boolean }).prerendered)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
