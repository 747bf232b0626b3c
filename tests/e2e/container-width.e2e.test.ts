import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPage, startForeignOrigin, type ForeignOrigin } from './embed-fixtures';
import { startSite, type Site } from './site';

/**
 * Widgets lay out by the column a foreign page gives them, not by the window (issue 29):
 * every widget, embedded in 300, 600 and 1200 px columns of a CMS page in a 1366 px window.
 */
const widgetsFolder = fileURLToPath(new URL('../../widgets/', import.meta.url));
const TAGS = readdirSync(widgetsFolder)
  .filter((name) => existsSync(`${widgetsFolder}${name}/element.ts`))
  .map((name) => `uni-${name}`);
const COLUMNS = [300, 600, 1200];
/** What a widget needs to show more than its empty state (by default the content page shows the page's own path). */
const ATTRIBUTES: Record<string, string> = { 'uni-content-page': 'path="/about/history"' };
const WIDE_WINDOW = { width: 1366, height: 900 };
const PHONE_WINDOW = { width: 390, height: 844 };

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

/** A CMS page holding `tag` in a column of each width, one under the other. */
function columnsPage(tag: string, widths: number[]): string {
  const columns = widths.map(
    (width) => `<div class="column" style="width:${width}px"><${tag} ${ATTRIBUTES[tag] ?? ''}></${tag}></div>`,
  );
  return cmsPage(site.url(''), `<main style="margin:0;padding:8px">${columns.join('')}</main>`);
}

async function openColumns(tag: string, widths: number[], viewport: typeof WIDE_WINDOW): Promise<Page> {
  const path = `/columns/${tag}-${widths.join('-')}.html`;
  cms.put(path, columnsPage(tag, widths));
  // Reduced motion: the carousels stand still, so two pages can be compared box by box.
  const page = await site.browser.newPage({ viewport, reducedMotion: 'reduce' });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(cms.origin + path);
  await page.waitForFunction(
    (wanted) =>
      Array.from(document.querySelectorAll(wanted)).every((element) => {
        const content = element.shadowRoot?.querySelector('.uni-root');
        return Boolean(content?.textContent) && !content!.querySelector('[data-uni-loading]');
      }),
    tag,
  );
  // Images below the fold load lazily: load them all, so each page is compared complete.
  await page.evaluate((wanted) => {
    for (const element of document.querySelectorAll(wanted))
      for (const image of element.shadowRoot!.querySelectorAll('img')) image.loading = 'eager';
  }, tag);
  await page.waitForFunction(
    (wanted) =>
      Array.from(document.querySelectorAll(wanted)).every((element) =>
        Array.from(element.shadowRoot!.querySelectorAll('img')).every((image) => image.complete),
      ),
    tag,
  );
  // Late parts (web fonts, data a widget fetches after its first render) settle the layout: wait until it holds still.
  await page.evaluate(() => document.fonts.ready);
  let heights = '';
  for (let settled = false; !settled;) {
    await page.waitForTimeout(300);
    const now = await page.evaluate(
      (wanted) => Array.from(document.querySelectorAll(wanted), (element) => element.scrollHeight).join(),
      tag,
    );
    settled = now === heights;
    heights = now;
  }
  expect(errors, `${tag}: console errors`).toEqual([]);
  return page;
}

/** How far each widget's content reaches past its column's right edge (0 when it stays inside). */
const overflows = (page: Page, tag: string) =>
  page.evaluate(
    (wanted) =>
      Array.from(document.querySelectorAll(wanted), (element) =>
        Math.max(0, element.scrollWidth - element.clientWidth),
      ),
    tag,
  );

/** Every box in the widget's shadow root, relative to the widget: its layout, whatever the window. */
const boxes = (page: Page, tag: string) =>
  page.evaluate((wanted) => {
    const host = document.querySelector(wanted)!;
    const origin = host.getBoundingClientRect();
    return Array.from(host.shadowRoot!.querySelectorAll('*'), (element) => {
      const box = element.getBoundingClientRect();
      const place = [box.left - origin.left, box.top - origin.top, box.width, box.height].map(Math.round);
      return `${element.localName}.${element.getAttribute('class') ?? ''} ${place.join(',')}`;
    });
  }, tag);

/** How many of the elements matching `selector` in the widget of each column share the first one's row. */
const perRow = (page: Page, tag: string, selector: string) =>
  page.evaluate(
    ({ wanted, items }) =>
      Array.from(document.querySelectorAll(wanted), (host) => {
        const tops = Array.from(host.shadowRoot!.querySelectorAll(items), (item) =>
          Math.round(item.getBoundingClientRect().top),
        );
        return tops.filter((top) => top === tops[0]).length;
      }),
    { wanted: tag, items: selector },
  );

describe('widgets sized by their column (issue 29)', () => {
  it('finds every widget', () => {
    expect(TAGS).toContain('uni-events');
    expect(TAGS.length).toBeGreaterThan(15);
  });

  /**
   * One wide page serves both checks: its 300 px column (the first) is the one compared with
   * the phone's, which saves a third of the page loads.
   */
  it.each(TAGS)(
    '%s stays inside 300, 600 and 1200 px columns of a wide window, and in the 300 px one lays out as on a phone',
    async (tag) => {
      const wide = await openColumns(tag, COLUMNS, WIDE_WINDOW);
      expect(await overflows(wide, tag)).toEqual([0, 0, 0]);
      const phone = await openColumns(tag, [300], PHONE_WINDOW);
      const [inWideWindow, onPhone] = [await boxes(wide, tag), await boxes(phone, tag)];
      expect(inWideWindow).toHaveLength(onPhone.length);
      const first = inWideWindow.findIndex((box, index) => box !== onPhone[index]);
      expect(first === -1 ? 'the same' : `${inWideWindow[first]} against ${onPhone[first]}`).toBe('the same');
      await wide.close();
      await phone.close();
    },
  );

  it('events: one panel a row, a wide one, until the column has room for three', async () => {
    const page = await openColumns('uni-events', COLUMNS, WIDE_WINDOW);
    const panel = ':has(> [data-events-list])';
    expect(await perRow(page, 'uni-events', panel)).toEqual([1, 1, 3]);
    const narrowest = await page.evaluate(
      (selector) =>
        Math.min(
          ...Array.from(document.querySelectorAll('uni-events'), (host) =>
            Math.min(
              ...Array.from(host.shadowRoot!.querySelectorAll(selector), (item) => item.getBoundingClientRect().width),
            ),
          ),
        ),
      panel,
    );
    expect(narrowest).toBeGreaterThan(250);
    await page.close();
  });

  it('portal grid and quick links: as many tiles a row as the column has room for', async () => {
    const portal = await openColumns('uni-portal-grid', COLUMNS, WIDE_WINDOW);
    expect(await perRow(portal, 'uni-portal-grid', 'li')).toEqual([2, 2, 6]);
    await portal.close();
    const links = await openColumns('uni-quick-links', COLUMNS, WIDE_WINDOW);
    expect(await perRow(links, 'uni-quick-links', '[data-quick-links-grid] > li')).toEqual([1, 1, 4]);
    await links.close();
  });

  it('affiliations: the carousel shows as many logos as the column has room for', async () => {
    const page = await openColumns('uni-affiliations', COLUMNS, WIDE_WINDOW);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('uni-affiliations')).every((host) =>
        host.shadowRoot!.querySelector('[data-per-view]'),
      ),
    );
    const perView = await page.evaluate(() =>
      Array.from(document.querySelectorAll('uni-affiliations'), (host) =>
        Number(host.shadowRoot!.querySelector<HTMLElement>('[data-per-view]')!.dataset.perView),
      ),
    );
    expect(perView).toEqual([2, 3, 7]);
    await page.close();
  });
});
