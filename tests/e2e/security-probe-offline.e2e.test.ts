import type { Server } from 'node:http';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_CACHE, PAGES_CACHE, SAVED_PAGES_LIMIT } from '../../data/offline';
import { CHROMIUM_ARGS, findHeadlessShell } from '../tools/chromium.mjs';
import { cmsPage, startForeignOrigin, widgetsReady, type ForeignOrigin } from './embed-fixtures';
import { builtSitemaps } from './sitemaps';
import { FRAME_HEIGHT_MESSAGE } from '../../widgets/runtime/protocol';

/**
 * The security probe's attacks on the iframe resizer and on what the service worker
 * keeps (issue #22, items 2 to 4), replayed against the built site: each test is the
 * attack, and what it must no longer achieve.
 */

/** dist/ as `npm start` serves it, on a port of its own (an origin of its own: its own caches). */
async function serveSite(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = await preview({
    configFile: 'vite.config.ts',
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  });
  return {
    origin: server.resolvedUrls!.local[0].replace(/\/$/, ''),
    // The browser keeps connections alive; close them too, or the server never stops.
    stop: () =>
      new Promise<void>((resolve) => {
        server.httpServer.close(() => resolve());
        (server.httpServer as Server).closeAllConnections();
      }),
  };
}

let browser: Browser;
let site: Awaited<ReturnType<typeof serveSite>>;
let cms: ForeignOrigin;
let attacker: ForeignOrigin;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: findHeadlessShell(),
    args: CHROMIUM_ARGS,
  });
  site = await serveSite();
  cms = await startForeignOrigin();
  attacker = await startForeignOrigin();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.stop(), cms?.close(), attacker?.close()]);
});

/** A new tab in a fresh profile: no service worker and empty caches. */
async function freshPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Waits until the page's service worker is active and has had time to save the page itself. */
async function workerReady(page: Page, saved: string) {
  await page.evaluate(async (url) => {
    await navigator.serviceWorker.ready;
    for (let tries = 0; tries < 100; tries++) {
      if (await caches.match(url)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${url} was not saved for offline reading`);
  }, saved);
}

const cachedUrls = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), cacheName);

describe('attack: messages that resize the frames of an embedding page (frame-resizer.js)', () => {
  it('sizes only the kit frames marked data-uni-frame, from their own messages, and caps the height', async () => {
    // The attacker's page, on another origin, sits in the CMS page marked as a kit frame
    // (an advertisement, a comment field that allows iframes).
    attacker.put('/ad.html', '<!doctype html><title>Ad</title><p>Buy now</p>');
    // The CMS page records every message it receives, after the resizer has seen it too.
    const recorder = `<script>window.received = []; addEventListener('message', (event) => received.push(event.data));</script>`;
    cms.put(
      '/frames.html',
      cmsPage(
        site.origin,
        `<iframe id="kit" data-uni-frame src="${site.origin}/embed/frame/uni-events" title="Events" width="900" height="600"></iframe>
        <iframe id="unmarked" src="${site.origin}/embed/frame/uni-news" title="News" width="900" height="100"></iframe>
        <iframe id="ad" data-uni-frame src="${attacker.origin}/ad.html" title="Ad" width="300" height="150"></iframe>`,
        { head: recorder, loader: `${site.origin}/widgets/frame-resizer.js` },
      ),
    );
    const { page, errors } = await freshPage();
    await page.goto(`${cms.origin}/frames.html`);
    const kitFrame = page.frame({ url: /\/embed\/frame\/uni-events/ })!;
    await widgetsReady(kitFrame as unknown as Page, ['uni-events']);
    const contentHeight = () =>
      kitFrame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    const heights = () =>
      page.evaluate(() =>
        Object.fromEntries(['kit', 'unmarked', 'ad'].map((id) => [id, document.getElementById(id)!.clientHeight])),
      );
    // The genuine frame is sized, the unmarked one is not: the resizer is listening.
    await expect.poll(async () => (await heights()).kit).toBe(await contentHeight());

    const type = FRAME_HEIGHT_MESSAGE;
    const post = (from: Page | Frame, messages: unknown[]) =>
      from.evaluate((list) => {
        // Each window's messages arrive in order: the last one says the others were handled.
        for (const message of [...list, 'done'])
          (window.parent === window ? window : window.parent).postMessage(message, '*');
      }, messages);
    // The attacker's frame asks for a huge height; the CMS page's own window (not a frame) too.
    await post(page.frame({ url: /\/ad\.html/ })!, [{ type, height: 5000 }]);
    await post(page, [{ type, height: 4000 }]);
    // The genuine frame, made to send malformed heights.
    await post(kitFrame, [
      { type, height: '3000' },
      { type: 'uni-frame:width', height: 3000 },
      { type, height: -3000 },
      { type, height: Number.POSITIVE_INFINITY },
      [type, 3000],
    ]);
    await page.waitForFunction(
      () => (window as unknown as { received: unknown[] }).received.filter((data) => data === 'done').length === 3,
    );
    const genuine = await contentHeight();
    expect(await heights()).toEqual({ kit: genuine, unmarked: 100, ad: 150 });

    // A frame of the kit that reports an absurd height gets at most 20,000 px.
    await post(kitFrame, [{ type, height: 1_000_000 }]);
    await expect.poll(async () => (await heights()).kit).toBe(20_000);
    expect(errors).toEqual([]);
  });
});

describe('attack: a saved page whose path starts with // (the offline page)', () => {
  it('lists no link that leaves the site', async () => {
    const { page, errors } = await freshPage();
    await page.goto(`${site.origin}/about`);
    await workerReady(page, `${site.origin}/about`);
    // What a visitor's cache holds after following https://<site>//evil.example/%2E%2E%2Fabout,
    // which nginx answers with About; and keys of another origin.
    await page.evaluate(
      async ({ origin, pages, documents }) => {
        const html = (title: string) =>
          new Response(`<!doctype html><title>${title} | Sahyadri State University</title>`, {
            headers: { 'content-type': 'text/html' },
          });
        const pdf = () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
        const pagesCache = await caches.open(pages);
        await pagesCache.put(`${origin}//evil.example/%2E%2E%2Fabout`, html('Evil About'));
        await pagesCache.put('https://evil.example/about', html('Evil elsewhere'));
        const documentsCache = await caches.open(documents);
        await documentsCache.put(`${origin}//evil.example/docs/evil-notice.pdf`, pdf());
        await documentsCache.put('https://evil.example/docs/evil-elsewhere.pdf', pdf());
      },
      { origin: site.origin, pages: PAGES_CACHE, documents: DOCUMENTS_CACHE },
    );

    await page.goto(`${site.origin}/offline`);
    const savedLinks = page.locator('section[aria-labelledby^="offline-"] a');
    await savedLinks.filter({ hasText: 'About Us' }).waitFor();
    const saved = await savedLinks.evaluateAll((anchors) =>
      anchors.map((anchor) => ({ text: anchor.textContent!.trim(), href: (anchor as HTMLAnchorElement).href })),
    );
    expect(saved).toContainEqual({ text: 'About Us', href: `${site.origin}/about` });
    expect(saved.filter((link) => !link.href.startsWith(`${site.origin}/`) || /evil/i.test(link.text))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// The service worker's caching, under the load of the e2e tests beside it, takes up to a minute (as in offline.e2e.test.ts).
describe(
  'attack: filling the pages cache with queries (what visitors searched for) and frames',
  { timeout: 90_000 },
  () => {
    const PRIVATE = [
      '/search?q=first+page+secret',
      '/search?q=exam+results',
      '/search?q=my+fee+receipt',
      '/mr/search?q=परीक्षा',
      '/hi/search?q=शुल्क',
      '/search',
      '/embed/frame/uni-events?categories=Academic',
      '/embed/frame/uni-news',
      '/about?x=1',
    ];

    it('keeps no search, no frame page and no URL with a query, the first page included', async () => {
      const { page } = await freshPage();
      // The first page of a visit is saved by the page itself, once the worker is installed.
      await page.goto(`${site.origin}${PRIVATE[0]}`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      // It does so as soon as the worker is ready; give it the time to (the old code stored it then).
      await page.waitForTimeout(1500);
      for (const path of PRIVATE.slice(1)) await page.goto(`${site.origin}${path}`);
      // A plain page, saved last: once it is in the cache, so would the others be.
      await page.goto(`${site.origin}/about`);
      await workerReady(page, `${site.origin}/about`);
      const saved = await cachedUrls(page, PAGES_CACHE);
      expect(saved.filter((url) => /\?|\/search|\/embed\/frame\//.test(url))).toEqual([]);
      expect(saved).toContain(`${site.origin}/about`);
    });

    it(`keeps at most the ${SAVED_PAGES_LIMIT} pages opened last`, async () => {
      const paths = [...builtSitemaps().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
      const visited = paths.filter((path) => path !== '/').slice(0, SAVED_PAGES_LIMIT + 10);
      expect(visited).toHaveLength(SAVED_PAGES_LIMIT + 10);
      const { page } = await freshPage();
      await page.goto(`${site.origin}/`);
      await workerReady(page, `${site.origin}/`);
      // The visitor reads page after page (in frames without scripts, to go faster: each is a navigation the worker saves).
      await page.evaluate(async (list) => {
        for (const path of list) {
          const frame = document.createElement('iframe');
          frame.sandbox.add('allow-same-origin');
          const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
          frame.src = path;
          document.body.append(frame);
          await loaded;
          frame.remove();
        }
      }, visited);
      const last = `${site.origin}${visited.at(-1)}`;
      await workerReady(page, last);
      await expect
        .poll(async () => (await cachedUrls(page, PAGES_CACHE)).length)
        .toBeLessThanOrEqual(SAVED_PAGES_LIMIT);
      const saved = await cachedUrls(page, PAGES_CACHE);
      expect(saved).toContain(last);
      // The first page, saved by the page itself, is the oldest: it went first.
      expect(saved).not.toContain(`${site.origin}/`);
    });

    it('offline, a page opened with a query is read from the copy of its plain path', async () => {
      const ownSite = await serveSite();
      const { page, errors } = await freshPage();
      try {
        await page.goto(`${ownSite.origin}/about`);
        await workerReady(page, `${ownSite.origin}/about`);
      } finally {
        await ownSite.stop();
      }
      await page.goto(`${ownSite.origin}/about?utm_source=newsletter`);
      expect(await page.title()).toBe('About Us | Sahyadri State University');
      expect(errors).toEqual([]);
    });
  },
);
