import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

/**
 * Issue 25: a browser whose parser does not know declarative shadow DOM (Safari < 16.4,
 * Chrome < 111, Firefox < 123) must still show the whole page, and its islands must hydrate.
 *
 * Chromium 156 has no switch to turn declarative shadow DOM off (it was never behind one
 * once shipped), so the test gives the page what such a parser makes of it:
 * - each HTML response's `<template shadowrootmode=` is renamed, so Chromium's parser leaves
 *   the templates inert in the light DOM, their content unattached, as an older parser does;
 * - an init script takes the feature's properties off HTMLTemplateElement.prototype (an older
 *   browser has none) and, once the body is parsed and before any page script runs then,
 *   gives the templates their `shadowrootmode` attribute back: the DOM the page's scripts see
 *   is the one an older parser builds. It records what it found, to prove the parser attached nothing.
 */
const RENAMED = 'data-old-parser-shadowrootmode';

/** What an older parser leaves in the page; runs in the page before its own scripts. */
function emulateOldParser(renamed: string) {
  for (const name of ['shadowRootMode', 'shadowRootDelegatesFocus', 'shadowRootClonable', 'shadowRootSerializable'])
    delete (HTMLTemplateElement.prototype as unknown as Record<string, unknown>)[name];
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    let inert = 0;
    const restore = (root: ParentNode) => {
      for (const template of root.querySelectorAll<HTMLTemplateElement>(`template[${renamed}]`)) {
        template.setAttribute('shadowrootmode', template.getAttribute(renamed)!);
        template.removeAttribute(renamed);
        inert++;
        restore(template.content);
      }
    };
    restore(document);
    const attached = [...document.querySelectorAll('*')].filter((element) => element.shadowRoot).length;
    (window as unknown as { oldParser: object }).oldParser = { inert, attached };
  });
}

/** The pages' text, every shadow root's included, as a reader meets it (no script or style text). */
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

/** How many shadow roots the page has, in shadow roots too. */
const shadowRootCount = (page: Page) =>
  page.evaluate(() => {
    const count = (root: ParentNode): number =>
      [...root.querySelectorAll('*')].reduce(
        (sum, element) => sum + (element.shadowRoot ? 1 + count(element.shadowRoot) : 0),
        0,
      );
    return count(document);
  });

/** The body's elements, shadow roots (mode, delegatesFocus) and template contents, with their text. */
const domTree = (page: Page) =>
  page.evaluate(() => {
    const outline = (parent: ParentNode): string =>
      [...parent.childNodes]
        .map((node) => {
          if (node instanceof Text) return node.data.trim() ? JSON.stringify(node.data.trim()) : '';
          if (!(node instanceof Element) || node instanceof HTMLScriptElement) return '';
          const root = node.shadowRoot;
          const shadow = root ? `#shadow(${root.mode}${root.delegatesFocus ? ',delegatesFocus' : ''})` : '';
          const content = node instanceof HTMLTemplateElement ? `{${outline(node.content)}}` : '';
          return `${node.localName}${shadow}${root ? `[${outline(root)}]` : ''}${content}[${outline(node)}]`;
        })
        .join('');
    return outline(document.body);
  });

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/**
 * Opens a page at a phone's width with every script file held back until `release` (no island
 * can run before), on Chromium as it is or as an older parser; service workers are off, so
 * every request passes the route. `html`, when given, is the page's HTML in place of the site's.
 */
async function open(path: string, oldParser: boolean, html?: string) {
  const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  if (oldParser) await page.addInitScript(emulateOldParser, RENAMED);
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'document' && (oldParser || html)) {
      const response = html === undefined ? await route.fetch() : undefined;
      const body = html ?? (await response!.text());
      const parsed = oldParser ? body.replace(/<template shadowrootmode=/g, `<template ${RENAMED}=`) : body;
      return route.fulfill({ response, contentType: 'text/html', body: parsed });
    }
    if (request.resourceType() === 'script') await released;
    return route.continue();
  });
  await page.goto(site.url(path), { waitUntil: 'domcontentloaded' });
  return { page, errors, release };
}

const PAGES = ['/', '/about/history', '/mr/student/circulars', '/hi/about/history'];

describe('a page on a browser without declarative shadow DOM', () => {
  it.each(PAGES)('%s reads as on a current browser before any island loads, and after', async (path) => {
    const current = await open(path, false);
    const old = await open(path, true);
    expect(await old.page.evaluate(() => HTMLTemplateElement.prototype.hasOwnProperty('shadowRootMode'))).toBe(false);
    // The parser attached none of the shadow roots a current browser has: the page's own step attached them all.
    const roots = await shadowRootCount(current.page);
    expect(roots).toBeGreaterThan(0);
    expect(await old.page.evaluate(() => (window as unknown as { oldParser: object }).oldParser)).toEqual({
      inert: roots,
      attached: 0,
    });
    expect(await shadowRootCount(old.page)).toBe(roots);
    expect(await old.page.evaluate(() => document.querySelectorAll('template[shadowrootmode]').length)).toBe(0);

    const text = await deepText(current.page);
    expect(text.length).toBeGreaterThan(500);
    expect(await deepText(old.page)).toBe(text);
    const heading = await old.page.locator('h1').first().boundingBox();
    expect(heading!.width).toBeGreaterThan(0);
    expect(heading!.height).toBeGreaterThan(0);

    for (const { page, release } of [current, old]) {
      release();
      await page.waitForLoadState('networkidle');
    }
    expect(await deepText(old.page)).toBe(await deepText(current.page));
    expect(old.errors).toEqual([]);
    await Promise.all([current.page.close(), old.page.close()]);
  });

  it('hydrates its islands: the menu button, the very node prerendered, opens the menu on a phone', async () => {
    const { page, errors, release } = await open('/', true);
    const menuButton = page.locator('uni-menu').getByRole('button', { name: 'Menu', exact: true });
    // Marked before any code runs: hydration keeps the node, a client render would replace it.
    await menuButton.evaluate((button) => ((button as HTMLElement & { prerendered?: boolean }).prerendered = true));
    release();
    await page.waitForLoadState('networkidle');
    await menuButton.click();
    await page.locator('uni-menu #mobile-menu-panel a').first().waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await menuButton.evaluate((button) => (button as HTMLElement & { prerendered?: boolean }).prerendered)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('attaches nested, closed and focus-delegating roots as the parser does, and leaves a template on a host that cannot have one', async () => {
    // The built pages nest no shadow roots yet: a page of its own, with the built pre-paint script.
    const prePaint = /<script>[\s\S]*?<\/script>/.exec(readFileSync('dist/index.html', 'utf8'))![0];
    const html = `<!doctype html><html lang="en"><head>${prePaint}</head><body>
      <uni-outer><template shadowrootmode="open"><p>outer</p><slot></slot>
        <uni-inner><template shadowrootmode="open" shadowrootdelegatesfocus><button>inner</button></template></uni-inner>
      </template><p>light</p></uni-outer>
      <span><template shadowrootmode="closed"><b>closed</b></template></span>
      <ul><template shadowrootmode="open"><li>no host</li></template></ul>
    </body></html>`;
    const trees = [];
    for (const oldParser of [false, true]) {
      const { page } = await open('/nested-roots', oldParser, html);
      trees.push(await domTree(page));
      await page.close();
    }
    expect(trees[0]).toContain('uni-inner#shadow(open,delegatesFocus)[button["inner"]]');
    expect(trees[0]).toContain('ul[template{li["no host"]}[]]');
    expect(trees[1]).toBe(trees[0]);
  });
});
