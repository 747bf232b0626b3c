import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findHeadlessShell } from '../tools/chromium.mjs';
import { startNginx, type WebServer } from './web-servers';

/**
 * A new deploy under a visitor's service worker. nginx (with deploy/nginx.conf) serves a folder
 * that is swapped, as an atomic deploy swaps it, from one build to the next: every hashed file of
 * the next build has a new name and the old names are gone. The visitor sees the new pages from
 * the next visit on, and never a page whose scripts or stylesheets are missing: not online, and
 * not offline after the switch, for pages saved before the deploy and after it.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(root, 'dist');
const work = mkdtempSync(join(tmpdir(), 'uni-deploy-'));
/** What the server's root names: a link to the build being served. */
const served = join(work, 'current');
/** A hashed file name (Vite's `name-HASH.ext`), as the service worker's build reads them. */
const HASHED = /^(.+-[A-Za-z0-9_-]{8,})(\.[a-z0-9]+)$/;
/** The files that may name a hashed file: pages, scripts, stylesheets, the manifest and data. */
const TEXT = /\.(html|js|css|json|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * The next build: a copy of dist/ in which every hashed file of `assets/` has a new name (as a
 * changed source gives it), every reference to it follows, the precompressed copies of changed
 * files are dropped (nginx compresses those itself), and sw.js lists the new names with the
 * revisions of the files that changed, as the service worker's build writes them. Returns the
 * new names.
 */
function nextBuild(dir: string): Map<string, string> {
  cpSync(DIST, dir, { recursive: true });
  const renamed = new Map<string, string>();
  for (const name of readdirSync(join(dir, 'assets'))) {
    const match = HASHED.exec(name);
    if (match && !/\.(br|gz)$/.test(name)) renamed.set(name, `${match[1]}next${match[2]}`);
  }
  const escape = (name: string) => name.replaceAll(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const reference = new RegExp(`(?<=/)(${[...renamed.keys()].map(escape).join('|')})(?![\\w.-])`, 'g');
  for (const file of filesUnder(dir).filter((path) => TEXT.test(path))) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(reference, (name) => renamed.get(name)!);
    if (next === text) continue;
    writeFileSync(file, next);
    for (const copy of [`${file}.br`, `${file}.gz`]) if (existsSync(copy)) unlinkSync(copy);
  }
  for (const [name, nextName] of renamed)
    for (const suffix of ['', '.br', '.gz'])
      if (existsSync(join(dir, 'assets', name + suffix)))
        renameSync(join(dir, 'assets', name + suffix), join(dir, 'assets', nextName + suffix));
  const worker = join(dir, 'sw.js');
  writeFileSync(
    worker,
    readFileSync(worker, 'utf8').replace(
      /url:`([^`]+)`,revision:`[0-9a-f]{32}`/g,
      (_entry, url: string) =>
        `url:\`${url}\`,revision:\`${createHash('md5')
          .update(readFileSync(join(dir, url)))
          .digest('hex')}\``,
    ),
  );
  for (const copy of [`${worker}.br`, `${worker}.gz`]) if (existsSync(copy)) unlinkSync(copy);
  return new Map([...renamed].map(([name, nextName]) => [`/assets/${name}`, `/assets/${nextName}`]));
}

/** Points the server at `build`, all at once (a new link renamed over the old one). */
function deploy(build: string) {
  const link = join(work, 'next-link');
  symlinkSync(build, link);
  renameSync(link, served);
}

let browser: Browser;
let server: WebServer;
let nextNames: Map<string, string>;
beforeAll(async () => {
  nextNames = nextBuild(join(work, 'next'));
  deploy(DIST);
  server = await startNginx(served, join(root, 'deploy/nginx.conf'));
  browser = await chromium.launch({
    executablePath: findHeadlessShell(),
    args: CHROMIUM_ARGS,
  });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** What a visit showed: the scripts and stylesheets it names, and every one of them that did not load. */
interface Visit {
  scripts: string[];
  missing: string[];
  heading: string;
  styled: boolean;
}

/**
 * Opens `path` in a new tab and waits until the page is quiet: the assets it names (scripts,
 * stylesheets, module preloads) and which of them failed, from the network or the service worker.
 */
async function visit(context: BrowserContext, path: string): Promise<Visit> {
  const page: Page = await context.newPage();
  const failed: string[] = [];
  const isAsset = (url: string) => new URL(url).pathname.startsWith('/assets/');
  page.on('requestfailed', (request) => isAsset(request.url()) && failed.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (isAsset(response.url()) && response.status() >= 400) failed.push(new URL(response.url()).pathname);
  });
  await page.goto(server.origin + path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const shown = await page.evaluate(() => ({
    scripts: [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map(
      (script) => new URL(script.src).pathname,
    ),
    // Every stylesheet the page links has its rules (one that failed has none, or none it may read).
    styled: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => {
      try {
        return (link.sheet?.cssRules.length ?? 0) > 0;
      } catch {
        return false;
      }
    }),
  }));
  // The page's heading, in its widget's shadow root.
  const heading =
    (
      await page
        .locator('h1')
        .first()
        .textContent({ timeout: 5000 })
        .catch(() => '')
    )?.trim() ?? '';
  await page.close();
  return { ...shown, heading, missing: failed };
}

/** Opens `path` and waits until the service worker is active and has saved the page for offline reading. */
async function saved(context: BrowserContext, path: string) {
  const page = await context.newPage();
  // Quiet first: the widgets that wake up once the page is idle have loaded their code too.
  await page.goto(server.origin + path, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let tries = 0; tries < 100 && !(await caches.match(location.href)); tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
  });
  await page.close();
}

/** Whether a new version of the service worker is installed and waiting for the old one's pages to close. */
const waiting = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

/**
 * Whether the new version has taken over (none waiting, the active one activated), asked of the workers
 * themselves: a page opened to ask could become a client of the old version and hold the new one back.
 */
async function tookOver(context: BrowserContext): Promise<boolean> {
  for (const worker of context.serviceWorkers()) {
    const state = await worker
      .evaluate(() => {
        const { registration } = self as unknown as ServiceWorkerGlobalScope;
        return registration.waiting === null && registration.active?.state === 'activated';
      })
      .catch(() => false);
    if (state) return true;
  }
  return false;
}

describe('a new deploy under the service worker', () => {
  it('shows the new pages from the next visit, and never a page whose scripts or stylesheets are gone, online or offline', async () => {
    const context = await browser.newContext();
    try {
      // Before the deploy: the visitor reads two pages; the worker installs and saves them.
      await saved(context, '/about/history');
      await saved(context, '/mr/about/history');
      const before = await visit(context, '/about/history');
      expect(before.missing).toEqual([]);
      const oldEntry = before.scripts.find((script) => nextNames.has(script))!;
      expect(oldEntry).toBeDefined();

      deploy(join(work, 'next'));

      // The next visit: the old worker is still in charge, and the page is the new one, whole.
      const keeper = await context.newPage();
      await keeper.goto(`${server.origin}/`);
      const first = await visit(context, '/');
      expect(first.missing).toEqual([]);
      expect(first.scripts).toContain(nextNames.get(oldEntry));
      expect(first.styled).toBe(true);
      // The new worker has installed and waits until no page of the old one is open.
      await expect.poll(() => waiting(keeper), { timeout: 20_000 }).toBe(true);
      await keeper.close();

      // The visit after: the old worker's last page is closed, the new worker takes over; its pages are whole too.
      await expect.poll(() => tookOver(context), { timeout: 20_000 }).toBe(true);
      const after = await visit(context, '/about/history');
      expect(after.missing).toEqual([]);
      expect(after.scripts).toContain(nextNames.get(oldEntry));
      await saved(context, '/hi/about/history');

      // Offline after the switch: a page saved before the deploy (its old scripts and stylesheets),
      // pages saved after it, and a page never opened (the offline page) all open whole.
      // The browser's own cache may have been emptied meanwhile (it keeps no promise): only the worker's
      // caches count, so it is emptied here.
      const cdp = await context.newCDPSession(await context.newPage());
      await cdp.send('Network.clearBrowserCache');
      await server.close();
      for (const path of ['/mr/about/history', '/about/history', '/hi/about/history', '/governance']) {
        const offline = await visit(context, path);
        expect({ path, missing: offline.missing, styled: offline.styled }).toEqual({ path, missing: [], styled: true });
        expect(offline.heading, path).not.toBe('');
      }
      const old = await visit(context, '/mr/about/history');
      expect(old.scripts).toContain(oldEntry);
    } finally {
      await context.close();
    }
  }, 180_000);
});
