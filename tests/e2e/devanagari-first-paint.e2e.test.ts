import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** The site's Devanagari subset, as the build names it (host/vite/assets/devanagari-subset.ts). */
const SUBSET_FILE = /\/assets\/noto-sans-devanagari-\d+-[\w-]+\.woff2$/;

/**
 * The element's pixels, with its text drawn as the page draws it, or in `color` / `fontFamily`
 * for comparison. Through the DevTools protocol: Playwright's own screenshots wait for the
 * page's fonts, which this test holds back.
 */
async function look(element: Locator, style: { color?: string; fontFamily?: string } = {}): Promise<Buffer> {
  const box = await element.evaluate((node: HTMLElement, { color, fontFamily }) => {
    node.style.color = color ?? '';
    node.style.fontFamily = fontFamily ?? '';
    const { x, y, width, height } = node.getBoundingClientRect();
    return { x, y, width, height };
  }, style);
  // Two frames: the style just set has been painted.
  await element
    .page()
    .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const session = await element.page().context().newCDPSession(element.page());
  const { data } = await session.send('Page.captureScreenshot', { format: 'png', clip: { ...box, scale: 1 } });
  await session.detach();
  await element.evaluate((node: HTMLElement) => node.removeAttribute('style'));
  return Buffer.from(data, 'base64');
}

/*
 * This machine, like any bare Linux, has no Devanagari font: a Marathi page's text can only be
 * drawn with the site's subset, which the pre-paint script finds no system face for and preloads
 * with the HTML (host/pre-paint/devanagari-subset.ts; a system with a face of its own downloads
 * nothing, host/vite/assets/devanagari-faces.ts). Its download is held here, as a slow
 * network would: until it arrives the text must be invisible, never boxes; then it is drawn
 * with the subset's glyphs.
 */
describe('a Marathi page on a system without a Devanagari font', () => {
  it('never draws boxes for its letters: no text until the subset arrives, then its glyphs', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    const page = await site.browser.newPage({ viewport: { width: 412, height: 823 } });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(SUBSET_FILE, async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    // The page's load event waits for the fonts it uses: only its HTML is awaited.
    await page.goto(site.url('/mr/about/history'), { waitUntil: 'domcontentloaded' });
    const heading = page.locator('uni-content-page h1').first();
    expect(await heading.textContent()).toMatch(/[\u0900-\u097f]/);
    await expect.poll(() => requested.length, { timeout: 10000 }).toBeGreaterThan(0);
    // Asked for with the HTML, by the pre-paint script's preload, not only once the text is styled.
    const preloads = await page.$$eval('link[rel=preload][as=font]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    expect(preloads.map((path) => path.replace(/(noto-sans-devanagari-\d+).*$/, '$1'))).toEqual([
      '/assets/noto-sans-devanagari-400',
    ]);

    // The page paints (the preload above is asked for with the HTML, so on a busy machine its
    // first paint can come after), while the subset is still on its way.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-paint').length), { timeout: 10000 })
      .toBe(1);
    const held = await look(heading);
    const blank = await look(heading, { color: 'transparent' });
    const boxes = await look(heading, { fontFamily: '"DejaVu Sans"' });
    expect(held.equals(blank), 'while the subset downloads, the heading shows no text').toBe(true);
    expect(boxes.equals(blank), 'a face without Devanagari draws boxes here').toBe(false);

    release();
    // The heading's face has loaded: the subset's one weight (400), which draws its bold too.
    await heading.evaluate(async (node) => {
      const { fontWeight } = getComputedStyle(node);
      await document.fonts.ready;
      const face = [...document.fonts].find(
        (candidate) =>
          candidate.family.replace(/"/g, '') === 'Noto Sans Devanagari Subset' &&
          Number(candidate.weight) <= Number(fontWeight) &&
          candidate.status === 'loaded',
      );
      if (!face) throw new Error(`no loaded Noto Sans Devanagari Subset face for weight ${fontWeight}`);
    });
    // One file, not one a weight: the 600 face is the system's only.
    expect(requested.map((path) => path.replace(/(noto-sans-devanagari-\d+).*$/, '$1'))).toEqual([
      '/assets/noto-sans-devanagari-400',
    ]);
    const drawn = await look(heading);
    expect(drawn.equals(blank), 'the heading is drawn').toBe(false);
    expect(drawn.equals(boxes), 'with glyphs, not boxes').toBe(false);
    // Glyphs and boxes do not even take the same room.
    const width = (fontFamily?: string) =>
      heading.evaluate((node: HTMLElement, family) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        node.style.fontFamily = family ?? '';
        const measured = range.getBoundingClientRect().width;
        node.removeAttribute('style');
        return measured;
      }, fontFamily);
    expect(Math.abs((await width()) - (await width('"DejaVu Sans"')))).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 60000);
});
