import {
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findHeadlessShell } from '../tools/chromium.mjs';

/**
 * Offline reading, with a real loss of network: the test stops the server the
 * pages came from (emulated offline does not reach a service worker's own fetches).
 * Each test serves its own copy of dist/, so changing sw.js cannot touch the build.
 */
/**
 * dist/ (70 MB) linked file by file, which takes a fraction of a second where copying took
 * seconds; the service worker's files, which a test rewrites or removes, are copied.
 */
function copyDist(dir: string) {
  for (const entry of readdirSync('dist', { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(dir, relative('dist', from));
    mkdirSync(dirname(to), { recursive: true });
    (entry.name.startsWith('sw.js') ? copyFileSync : linkSync)(from, to);
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: findHeadlessShell(),
    args: CHROMIUM_ARGS,
  });
});
afterAll(() => browser.close());

async function serveCopy(): Promise<{ origin: string; dir: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'ssu-offline-'));
  copyDist(dir);
  const server: PreviewServer = await preview({
    configFile: 'vite.config.ts',
    build: { outDir: dir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  });
  return {
    origin: server.resolvedUrls!.local[0].replace(/\/$/, ''),
    dir,
    // The browser keeps connections alive; close them too, or the server never stops.
    stop: () =>
      new Promise<void>((resolve) => {
        server.httpServer.close(() => resolve());
        (server.httpServer as import('node:http').Server).closeAllConnections();
      }),
  };
}

/** Waits until the page's service worker is active and has saved the page itself. */
async function readyOffline(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let tries = 0; tries < 100; tries++) {
      if (await caches.match(location.href)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the page was not saved for offline reading');
  });
}

/**
 * Each test loads pages and waits for the service worker to save them (49 files); on a loaded
 * two-core machine that took past the suite's 30 s, and each test ends well within the time
 * on a quiet one.
 */
describe('offline reading (service worker)', { timeout: 90_000 }, () => {
  it('the site can be installed: Chromium finds no installability error in its manifest', async () => {
    const site = await serveCopy();
    const installContext = await browser.newContext();
    try {
      const page = await installContext.newPage();
      await page.goto(`${site.origin}/`);
      await readyOffline(page);
      const cdp = await installContext.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // A test browser context is an incognito profile, where Chromium never offers to install;
      // every other criterion (manifest, icons, start URL, display) must pass.
      expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
      const manifest = await (await fetch(`${site.origin}/manifest.webmanifest`)).json();
      expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      );
    } finally {
      await installContext.close();
      await site.stop();
      rmSync(site.dir, { recursive: true, force: true });
    }
  });

  let context: BrowserContext;
  afterAll(() => context?.close());

  it('precaches the stylesheets and the icon sprite, so an offline page keeps its look and its icons', () => {
    const worker = readFileSync('dist/sw.js', 'utf8');
    const shell = readdirSync('dist/assets').filter((name) => /\.css$|^icon-sprite-[\w-]+\.svg$/.test(name));
    expect(shell.some((name) => name.startsWith('icon-sprite-'))).toBe(true);
    for (const name of shell) expect(worker, name).toContain(`/assets/${name}`);
  });

  it('opens a visited page and its document offline, and shows the offline page for an unvisited one', async () => {
    const site = await serveCopy();
    context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${site.origin}/about/news`);
      await readyOffline(page);
      // The visitor opens a circular of that page in a new tab, as its 'view' link does.
      const pdf = await page
        .locator('uni-content-page a[href$=".pdf"]')
        .first()
        .evaluate((link: HTMLAnchorElement) => link.href);
      const tab = await context.newPage();
      const response = await tab.goto(pdf, { waitUntil: 'commit', timeout: 10000 }).catch(() => null);
      const cached = await page.evaluate(async (url) => {
        for (let tries = 0; tries < 50; tries++) {
          if (await caches.match(url)) return true;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return false;
      }, pdf);
      expect({ opened: response?.status() ?? 'download', cached }).toMatchObject({ cached: true });
    } finally {
      await site.stop();
    }

    const offline = await context.newPage();
    await offline.goto(`${site.origin}/about/news`);
    await offline.locator('uni-content-page h1, uni-content-page h2').first().waitFor();
    expect(await offline.title()).toContain('News');
    const pdfPath = await offline
      .locator('uni-content-page a[href$=".pdf"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.pathname);
    const document = await offline.evaluate(async (path) => {
      const response = await fetch(path);
      return { status: response.status, start: (await response.text()).slice(0, 5) };
    }, pdfPath);
    expect(document).toEqual({ status: 200, start: '%PDF-' });

    await offline.goto(`${site.origin}/governance`);
    await offline.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    const saved = offline.getByRole('link', { name: /News/ });
    await saved.first().waitFor();
    expect(await offline.getByRole('link', { name: pdfPath.split('/').at(-1)! }).count()).toBe(1);
    expect(errors).toEqual([]);
    rmSync(site.dir, { recursive: true, force: true });
  });

  it('a new version installs in the background and the visitor is told it will be used on the next visit', async () => {
    const site = await serveCopy();
    const updateContext = await browser.newContext();
    try {
      const page = await updateContext.newPage();
      await page.goto(`${site.origin}/`);
      await readyOffline(page);
      await page.reload();
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

      // A new build: the worker's precache list changes (here, one revision). The server would send
      // the build's compressed copies of the old sw.js, so they go (a new build writes its own).
      const sw = join(site.dir, 'sw.js');
      for (const copy of [`${sw}.br`, `${sw}.gz`]) rmSync(copy, { force: true });
      writeFileSync(sw, readFileSync(sw, 'utf8').replace(/revision:`([0-9a-f]{32})`/, 'revision:`0$1`'));
      await page.reload();
      const status = page.locator('.site-update[role="status"]');
      await status.waitFor();
      expect(await status.textContent()).toBe(
        'A new version of this site has been downloaded. It will be used the next time you open the site.',
      );
      // Not forced on the open page: the new worker waits while the old one still serves it.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting))).toBe(true);

      // On a Marathi page whose widgets never loaded, the message is still in Marathi (its
      // messages load with it, not with the widgets).
      writeFileSync(sw, readFileSync(sw, 'utf8').replace(/revision:`0([0-9a-f]{32})`/, 'revision:`1$1`'));
      await page.goto(`${site.origin}/mr`);
      await status.waitFor();
      const marathi = JSON.parse(readFileSync('data/i18n/messages/mr.json', 'utf8')) as Record<string, string>;
      await expect.poll(() => status.textContent()).toBe(marathi['offline.updateReady']);
    } finally {
      await updateContext.close();
      await site.stop();
      rmSync(site.dir, { recursive: true, force: true });
    }
  });
});
