import type { BrowserContextOptions, Page, Request } from 'playwright-core';
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
function islandsSettled(selfHydrating: string) {
  const { uniHydrated } = window as unknown as { uniHydrated: WeakSet<EventTarget> };
  return Array.from(document.querySelectorAll(selfHydrating)).every((island) => {
    const { top, bottom } = island.getBoundingClientRect();
    const near = top < innerHeight + 200 && bottom > -200;
    return uniHydrated.has(island) || (island.getAttribute('data-uni-hydrate') === 'visible' && !near);
  });
}

/** The islands that hydrate on their own, not on the visitor's interest. */
const SELF_HYDRATING = '[data-uni-hydrate="idle"], [data-uni-hydrate="visible"]';

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

/** How long one step of opening a page may take: a test of four clients, two at a time, has 90 s. */
const STEP_TIMEOUT = 20000;

/** How long no request of a page must be open for its network to count as quiet (Playwright's `networkidle`). */
const QUIET_MS = 500;

/**
 * Runs each step of opening a page; one that does not finish in time fails naming the page, the
 * client and the step, with the requests still open and the islands not hydrated then (a hang
 * on a busy machine said only "Test timed out in 30000ms"). `quiet` waits until no request of
 * the page has been open for `QUIET_MS`, by the page's own request events: Playwright's
 * `networkidle`, with this file's routes, now and then never came with no request open (once in
 * a run of this file's 60 page loads on a quiet machine; a CI run timed out in this test).
 */
function stepsExplained(page: Page, opened: string, errors: string[]) {
  const pending = new Set<Request>();
  const failed: string[] = [];
  let changed = Date.now();
  const settle = (request: Request) => {
    pending.delete(request);
    changed = Date.now();
  };
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', settle);
  page.on('requestfailed', (request) => {
    settle(request);
    failed.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  const quiet = () =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        if (!pending.size && Date.now() - changed >= QUIET_MS) resolve();
        else if (Date.now() - started > STEP_TIMEOUT) reject(new Error(`not quiet in ${STEP_TIMEOUT} ms`));
        else return;
        clearInterval(poll);
      }, 50);
    });
  const waitFor = async (step: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      const waiting = await page
        .evaluate((selfHydrating) => {
          const { uniHydrated } = window as unknown as { uniHydrated?: WeakSet<EventTarget> };
          return Array.from(document.querySelectorAll(selfHydrating))
            .filter((island) => !uniHydrated?.has(island))
            .map((island) => `${island.localName} (${island.getAttribute('data-uni-hydrate')})`);
        }, SELF_HYDRATING)
        .catch((unanswered: unknown) => [`the page did not answer: ${String(unanswered)}`]);
      const list = (items: string[]) => items.join(', ') || 'none';
      throw new Error(
        `${opened}: ${step} did not come (${String(error).split('\n')[0]}). ` +
          `Requests open: ${list([...pending].map((request) => request.url()))}; ` +
          `failed: ${list(failed)}; islands not hydrated: ${list(waiting)}; errors: ${list(errors)}`,
        { cause: error },
      );
    }
  };
  return { waitFor, quiet };
}

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
  const { waitFor, quiet } = stepsExplained(page, `${location} as ${client}`, errors);
  await waitFor('its load event', () => page.goto(site.url(location), { waitUntil: 'load', timeout: STEP_TIMEOUT }));
  await waitFor('a quiet network', quiet);
  if (client !== 'no scripts')
    await waitFor('its islands hydrated', () =>
      page.waitForFunction(islandsSettled, SELF_HYDRATING, { timeout: STEP_TIMEOUT }),
    );
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
    90000,
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
