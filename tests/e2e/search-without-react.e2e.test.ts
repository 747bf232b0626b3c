import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
      // When the first results were painted, as the page's script announces it (host/search-page.ts).
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
