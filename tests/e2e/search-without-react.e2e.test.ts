import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEARCH_PAINTING_ATTRIBUTE } from '../../widgets/runtime/protocol';
import { startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** React DOM's code names this hook (react-dom's client build): a script that has it is React's. */
const REACT_MARK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

/** Records the page's scripts, and whether any of them was React's. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  let react = false;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(new URL(response.url()).pathname);
    if ((await response.text().catch(() => '')).includes(REACT_MARK)) react = true;
  });
  return { scripts, react: () => react };
}

describe('the search results page, before any interaction', () => {
  it('paints its results, their passages and "Show more results" with its own script, without React', async () => {
    let watched!: ReturnType<typeof watchScripts>;
    const { page, errors } = await site.open('/search?q=exam', async (opened) => {
      watched = watchScripts(opened);
      // When the first results were painted, as the page announces it (host/pre-paint/search-chunks.ts).
      await opened.addInitScript(() =>
        document.addEventListener('uni-search-painted', () => {
          (window as { searchPainted?: number }).searchPainted ??= performance.now();
        }),
      );
    });
    await page
      .locator('uni-page output')
      .getByText(/results for “exam”/)
      .waitFor();
    // The first screen's results, then the rest of the ten below them.
    await expect.poll(() => page.locator('uni-page ol > li').count(), { timeout: 30000 }).toBe(10);
    expect(await page.locator('uni-page ol > li mark').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(watched.scripts.some((path) => /\/assets\/search-page-[\w-]+\.js$/.test(path))).toBe(true);
    expect(watched.react(), `React among ${watched.scripts.join(', ')}`).toBe(false);
    // The host's scripts and the chrome's face waited for the results, not only for the first paint.
    const { painted, late } = await page.evaluate(() => ({
      painted: (window as { searchPainted?: number }).searchPainted,
      late: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(index-.*\.js|chrome-\d+-.*\.woff2)$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(painted).toBeGreaterThan(0);
    expect(late.length).toBeGreaterThan(0);
    for (const start of late) expect(start).toBeGreaterThanOrEqual(painted!);

    // From the keyboard: the button adds ten, and keeps the focus.
    const more = page.locator('uni-page').getByRole('button', { name: 'Show more results' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('uni-page ol > li').count(), { timeout: 30000 }).toBe(20);
    expect(
      await more.evaluate((button) => (button.getRootNode() as Document | ShadowRoot).activeElement === button),
    ).toBe(true);
    expect(watched.react()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  }, 90000);

  it('paints a one-word query from its file of first screens, before its script and the index, in one round of downloads', async () => {
    const { page, errors } = await site.open('/search?q=examination', async (opened) => {
      await opened.addInitScript(() => {
        const w = window as { searchPainted?: number };
        document.addEventListener('uni-search-painted', () => (w.searchPainted ??= performance.now()));
      });
    });
    await page.locator('uni-page ol > li').first().waitFor();
    await expect.poll(() => page.locator('uni-page ol > li').count(), { timeout: 30000 }).toBe(10);
    const { painted, index } = await page.evaluate(() => ({
      painted: (window as { searchPainted?: number }).searchPainted!,
      index: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/search\/en\/|\/assets\/search-(engine|page)-/.test(entry.name))
        .map((entry) => ({ name: entry.name.replace(/^.*\//, ''), start: entry.startTime })),
    }));
    // Its one file asked for by the step in the head, which paints it; the page's script, the engine, the
    // base, postings and hits' files after the first screen.
    const screens = index.filter(({ name }) => /^s\d+\.json$/.test(name));
    expect(screens).toHaveLength(1);
    const others = index.filter(({ name }) => !/^s\d+\.json$/.test(name));
    expect(others.map(({ name }) => name)).toContain('base.json');
    expect(others.filter(({ name }) => /^search-engine-[\w-]+\.js$/.test(name))).toHaveLength(1);
    expect(others.filter(({ name }) => /^search-page-[\w-]+\.js$/.test(name))).toHaveLength(1);
    for (const { start } of others) expect(start).toBeGreaterThanOrEqual(painted);
    expect(errors).toEqual([]);
    await page.close();
  }, 90000);

  /**
   * A query without hits: the page's script says so quickly, and the host's scripts must still start.
   * Where the page's first paint is reported late (a busy main thread, a tab opened in the
   * background; here the paint observer's reports are held back a second and a half), the results
   * are painted before the pre-paint step listens for them (host/pre-paint/after-paint.ts): the page
   * must still be found painted, not waiting for an event already gone.
   */
  for (const [name, reportLate] of [
    ['as it comes', false],
    ['painted before the first paint is reported', true],
  ] as const)
    it(`releases the host's scripts after a query without hits, ${name}`, async () => {
      const { page, errors } = await site.open('/search?q=zzqxvw', async (opened) => {
        await opened.addInitScript((late) => {
          const w = window as { searchPainted?: number; paintReported?: number };
          document.addEventListener('uni-search-painted', () => (w.searchPainted ??= performance.now()));
          if (!late) return;
          const Observer = window.PerformanceObserver;
          window.PerformanceObserver = class extends Observer {
            constructor(report: PerformanceObserverCallback) {
              super((list, observer) =>
                setTimeout(() => {
                  w.paintReported ??= performance.now();
                  report(list, observer);
                }, 1500),
              );
            }
          };
        }, reportLate);
      });
      await page
        .locator('uni-page output')
        .getByText(/^0 results for “zzqxvw”/)
        .waitFor({ timeout: 30000 });
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              performance.getEntriesByType('resource').some((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name)),
            ),
          { timeout: 30000 },
        )
        .toBe(true);
      const { painted, reported } = await page.evaluate(() => {
        const w = window as { searchPainted?: number; paintReported?: number };
        return { painted: w.searchPainted!, reported: w.paintReported };
      });
      // The case the pre-paint step must not miss: the results were done before it listened.
      expect(painted).toBeLessThan(reportLate ? reported! : Infinity);
      expect(await page.evaluate(() => document.documentElement.getAttributeNames())).not.toContain(
        SEARCH_PAINTING_ATTRIBUTE,
      );
      expect(errors).toEqual([]);
      await page.close();
    }, 90000);

  it('in Marathi, with Marathi texts, digits and results', async () => {
    const { page, errors } = await site.open('/mr/search?q=परीक्षा');
    const status = page.locator('uni-page output').getByText(/निकाल/);
    await status.waitFor();
    expect(await status.textContent()).toMatch(/[०-९]/);
    const first = page.locator('uni-page ol > li a').first();
    expect(await first.getAttribute('href')).toMatch(/^\/mr\//);
    expect(errors).toEqual([]);
    await page.close();
  }, 90000);

  it('hands the page to the React app at the first client-side navigation, which renders its results afresh', async () => {
    const { page, errors } = await site.open('/mr/search?q=परीक्षा', (opened) =>
      opened.setViewportSize({ width: 412, height: 823 }),
    );
    await page.locator('uni-page ol > li').first().waitFor();
    // A language chosen in the access bar is a client-side navigation to the same page in that language.
    await page.locator('uni-access-bar summary').click();
    await page.locator('uni-access-bar select').selectOption('hi');
    await page.waitForURL(/\/hi\/search\?q=/);
    // Hindi's count of results, and Hindi pages among them.
    await page
      .locator('uni-page output')
      .getByText(/परिणाम/)
      .waitFor({ timeout: 30000 });
    await expect
      .poll(() => page.locator('uni-page ol > li a').first().getAttribute('href'), { timeout: 30000 })
      .toMatch(/^\/hi\//);
    expect(errors).toEqual([]);
    await page.close();
  }, 90000);
});
