import { readFileSync } from 'node:fs';
import { parseDocument } from 'htmlparser2';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, prerenderedPaths } from './built-pages';
import { startSite, type Site } from './site';
import { servedSitemaps } from './sitemaps';

/**
 * The three languages on the built site (issue 8): prefixed prerendered routes
 * with hreflang and sitemap alternates, the chrome in Devanagari on Marathi and
 * Hindi pages, no English text under a Marathi or Hindi `lang` without its own
 * `lang="en"`, the selector's round trip and the polite offer.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const DEVANAGARI = /[\u0900-\u097F]/;

/** Text nodes on the page, through open shadow roots, with the `lang` they are read in and whether they are shown. */
function textsWithLanguage(page: Page, selector?: string) {
  return page.evaluate((scope) => {
    const langOf = (start: Element): string => {
      let node: Element | null = start;
      while (node) {
        const withLang: Element | null = node.closest('[lang]');
        if (withLang) return withLang.getAttribute('lang') ?? '';
        const root = node.getRootNode();
        node = root instanceof ShadowRoot ? root.host : null;
      }
      return '';
    };
    const found: Array<{ text: string; lang: string; tag: string }> = [];
    const walk = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!parent || !text || ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(parent.tagName)) continue;
        // Shown or read: hidden panels and closed menus are checked when they open.
        if (!parent.checkVisibility()) continue;
        const host = (parent.getRootNode() as ShadowRoot).host;
        found.push({ text, lang: langOf(parent), tag: host?.localName ?? parent.localName });
      }
    };
    for (const root of scope ? Array.from(document.querySelectorAll(scope)) : [document.body]) walk(root);
    return found;
  }, selector);
}

/** Two Latin words in a row (`Related Pages`), once e-mail addresses and URLs (site paths too) are set aside. */
const isEnglishText = (text: string) =>
  /[A-Za-z]{2,}[\s,.:;'’()/&-]+[A-Za-z]{2,}/.test(
    text.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:in|org|com)\b|(?<!\S)\/[\w/-]+/g, ''),
  );

/** The parts of a parsed HTML node the walk reads (htmlparser2's DOM). */
interface HtmlNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: HtmlNode[];
}

/** Attributes a screen reader reads out or a visitor sees. */
const READ_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder'];

/**
 * English texts and labels of a prerendered page (declarative shadow roots
 * included, hidden panels too) that sit under a Marathi or Hindi `lang` without
 * their own `lang="en"`. Code samples (`code`, `pre`) are not prose and are left out.
 */
function englishReadAsPageLanguage(html: string): string[] {
  const found: string[] = [];
  const misread = (text: string, lang: string) =>
    /^(mr|hi)/.test(lang) && !DEVANAGARI.test(text) && isEnglishText(text);
  const visit = (node: HtmlNode, lang: string) => {
    if (node.type === 'text') {
      const text = node.data!.trim();
      if (misread(text, lang)) found.push(text);
      return;
    }
    if (['script', 'style'].includes(node.type) || ['code', 'pre'].includes(node.name ?? '')) return;
    const inner = node.attribs?.lang ?? lang;
    for (const attribute of READ_ATTRIBUTES) {
      const value = node.attribs?.[attribute];
      if (value && misread(value, inner)) found.push(`${attribute}="${value}"`);
    }
    for (const child of node.children ?? []) visit(child, inner);
  };
  visit(parseDocument(html) as unknown as HtmlNode, '');
  return found;
}

async function open(path: string): Promise<Page> {
  const { page } = await site.open(path);
  await page.waitForLoadState('networkidle');
  return page;
}

describe('language-prefixed pages', () => {
  it('prerenders every page in the three languages, with lang, title, description and hreflang alternates', async () => {
    for (const [path, lang] of [
      ['/mr/about/history', 'mr'],
      ['/hi/about/history', 'hi'],
      ['/about/history', 'en'],
      ['/hi', 'hi'],
    ] as const) {
      const response = await fetch(site.url(path));
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(new RegExp(`<html lang="${lang}"[ >]`));
      expect(html, path).toContain(`data-prerendered="${path}"`);
      const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
      const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)![1]!;
      expect(DEVANAGARI.test(title), `${path}: ${title}`).toBe(lang !== 'en');
      expect(DEVANAGARI.test(description), `${path}: ${description}`).toBe(lang !== 'en');
      const page = path.replace(/^\/(mr|hi)(?=\/|$)/, '') || '/';
      const local = (code: string) => (code === 'en' ? page : `/${code}${page === '/' ? '' : page}`);
      for (const code of ['en', 'mr', 'hi'])
        expect(html, path).toContain(
          `<link rel="alternate" hreflang="${code}" href="https://www.ssu-kolhapur.ac.in${local(code)}" />`,
        );
      expect(html, path).toContain(
        `<link rel="alternate" hreflang="x-default" href="https://www.ssu-kolhapur.ac.in${page}" />`,
      );
    }
  });

  it('answers an unknown Marathi or Hindi path with the 404 page of that language', async () => {
    const response = await fetch(site.url('/hi/no/such/page'));
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<html lang="hi"[ >]/);
  });

  it('lists every page in every language in the sitemaps, each with its xhtml:link alternates', async () => {
    const sitemap = await servedSitemaps(site.url);
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const english = locs.filter((loc) => !/\.in\/(mr|hi)(\/|$)/.test(loc));
    expect(locs.filter((loc) => /\.in\/mr(\/|$)/.test(loc))).toHaveLength(english.length);
    expect(locs.filter((loc) => /\.in\/hi(\/|$)/.test(loc))).toHaveLength(english.length);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap).toContain('<url><loc>https://www.ssu-kolhapur.ac.in/mr/about/history</loc>');
    const entry = sitemap
      .split('\n')
      .find((line) => line.includes('<loc>https://www.ssu-kolhapur.ac.in/hi/about/history</loc>'))!;
    for (const code of ['en', 'mr', 'hi', 'x-default']) expect(entry).toContain(`hreflang="${code}"`);
  });
});

describe('Marathi and Hindi pages', () => {
  const CHROME = 'uni-access-bar, uni-header, uni-menu, uni-footer';

  for (const path of ['/mr', '/hi', '/mr/about/history', '/hi/academics/computer-science', '/hi/student/circulars']) {
    it(`${path}: the chrome reads in Devanagari`, async () => {
      const page = await open(path);
      const lang = path.slice(1, 3);
      const texts = await textsWithLanguage(page, CHROME);
      const inPageLanguage = texts.filter((entry) => entry.lang === lang && /\p{L}/u.test(entry.text));
      expect(inPageLanguage.length, path).toBeGreaterThan(30);
      const latin = inPageLanguage
        .filter((entry) => !DEVANAGARI.test(entry.text))
        // Proper names and addresses stay as they are: a single Latin word (SSU, YouTube), an e-mail, a phone number.
        .filter((entry) => isEnglishText(entry.text));
      expect(latin, path).toEqual([]);
      // The content page's own chrome too, when there is one.
      const headings = await page
        .locator('uni-content-page :is(#related-pages-heading, #updates-heading)')
        .allTextContents();
      for (const heading of headings) expect(heading, path).toMatch(DEVANAGARI);
      await page.close();
    });
  }

  for (const path of [
    '/mr',
    '/hi',
    '/hi/about/history',
    '/mr/student/circulars',
    '/hi/sitemap',
    '/mr/no-such-page',
    '/hi/events',
  ]) {
    it(`${path}: no English text is read as Marathi or Hindi`, async () => {
      const page = await open(path);
      const misread = (await textsWithLanguage(page)).filter(
        (entry) => /^(mr|hi)/.test(entry.lang) && isEnglishText(entry.text),
      );
      expect(misread, path).toEqual([]);
      await page.close();
    });
  }

  it('every prerendered Marathi and Hindi page: no English text or label is read as Marathi or Hindi', () => {
    const paths = prerenderedPaths('mr').concat(prerenderedPaths('hi'));
    expect(paths.length).toBeGreaterThan(250);
    const misread = paths.flatMap((path) =>
      englishReadAsPageLanguage(readFileSync(join(DIST, `${path}.html`), 'utf8')).map((text) => ({ path, text })),
    );
    expect(misread).toEqual([]);
  });

  it("the webmasters' page speaks the chosen language: headings, attribute tables and the builder", async () => {
    for (const lang of ['mr', 'hi'] as const) {
      const page = await open(`/${lang}/embed`);
      const docs = page.locator('uni-embed-docs');
      expect(await docs.locator('[data-english-only]').count()).toBe(0);
      const texts = [
        ...(await docs.locator('h2').allTextContents()),
        ...(await docs.locator('[data-attributes] thead th').allTextContents()),
        ...(await docs.locator('[data-widget-docs] > p').allTextContents()),
        ...(await docs.locator('[data-builder] label, [data-builder] legend').allTextContents()),
      ].filter((text) => /\p{L}/u.test(text));
      expect(texts.length).toBeGreaterThan(40);
      const english = texts.filter((text) => !DEVANAGARI.test(text));
      // The builder labels each attribute by its name (`categories`), which is code and stays as written.
      expect(
        english.filter((text) => !/^[a-z-]+$/.test(text.trim())),
        lang,
      ).toEqual([]);
      await page.close();
    }
  });
});

describe('choosing a language', () => {
  const select = (page: Page) => page.locator('uni-access-bar select');
  const relatedPages = (page: Page) => page.locator('uni-content-page h2').first().textContent();

  it('goes to the same page in the chosen language and back, and remembers the choice', async () => {
    const page = await open('/about/history');
    await select(page).selectOption('mr');
    await page.waitForURL(/\/mr\/about\/history$/);
    await expect.poll(() => relatedPages(page)).toBe('संबंधित पाने');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    expect(await page.evaluate(() => localStorage.getItem('uni-language'))).toBe('mr');
    expect(await select(page).inputValue()).toBe('mr');
    await select(page).selectOption('hi');
    await page.waitForURL(/\/hi\/about\/history$/);
    await expect.poll(() => relatedPages(page)).toBe('संबंधित पृष्ठ');
    await select(page).selectOption('en');
    await page.waitForURL(/\/about\/history$/);
    await expect.poll(() => relatedPages(page)).toBe('Related Pages');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.title()).toBe('About Us – About Us | Sahyadri State University');
    await page.close();
  });

  it('still goes to the chosen language when its words cannot be downloaded (they show in English, the failure is logged)', async () => {
    // The Marathi messages and titles are chunks of their own, fetched when Marathi is first shown.
    const { page, errors } = await site.open('/about/history', (opened) =>
      opened.route(/\/assets\/mr-[\w-]+\.js$/, (route) => route.abort()),
    );
    await page.waitForLoadState('networkidle');
    await select(page).selectOption('mr');
    await page.waitForURL(/\/mr\/about\/history$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    await expect.poll(() => relatedPages(page)).toBe('Related Pages');
    expect(errors.some((error) => error.includes("A language's messages could not be loaded"))).toBe(true);
    await page.close();
  }, 60000);

  it('goes to the latest choice when an earlier one is still downloading its words', async () => {
    // Without the service worker, whose fetches the test could not hold back.
    const context = await site.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    let releaseMarathi!: () => void;
    const marathiHeld = new Promise<void>((resolve) => (releaseMarathi = resolve));
    await page.route(/\/assets\/mr-[\w-]+\.js$/, async (route) => {
      await marathiHeld;
      await route.continue();
    });
    await page.goto(site.url('/about/history'));
    // The host's app runs from the first client-side navigation on: its language switch is tested here.
    await page.locator('uni-content-page').getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL(/\/$/);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await select(page).selectOption('mr');
    await select(page).selectOption('hi');
    await page.waitForTimeout(300);
    // The Marathi words arrive after the visitor chose Hindi: the page goes to Hindi only.
    releaseMarathi();
    await page.waitForURL(/\/hi$/);
    await page.waitForTimeout(500);
    expect(visited).toEqual(['/hi']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(errors).toEqual([]);
    await context.close();
  }, 60000);

  async function pageWithBrowserLanguage(browser: Browser, locale: string, path: string) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(site.url(path));
    await page.waitForLoadState('networkidle');
    return { page, context };
  }

  it('offers (never forces) Marathi to a browser that prefers it; dismissing is remembered', async () => {
    const { page, context } = await pageWithBrowserLanguage(site.browser, 'mr-IN', '/about/history');
    const offer = page.locator('aside.language-offer');
    await offer.waitFor();
    expect(page.url()).toMatch(/\/about\/history$/);
    expect(await offer.getAttribute('lang')).toBe('mr');
    expect(await offer.textContent()).toMatch(DEVANAGARI);
    await offer.getByRole('button').click();
    expect(await offer.count()).toBe(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await offer.count()).toBe(0);
    await context.close();
  });

  it('the offer leads to the same page in Hindi', async () => {
    const { page, context } = await pageWithBrowserLanguage(site.browser, 'hi', '/about/history');
    await page.locator('aside.language-offer').getByRole('link').click();
    await page.waitForURL(/\/hi\/about\/history$/);
    await expect.poll(() => relatedPages(page)).toBe('संबंधित पृष्ठ');
    expect(await page.locator('aside.language-offer').count()).toBe(0);
    await context.close();
  });
});
