import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** The links of the full results list on /search. */
async function resultLinks(path: string): Promise<string[]> {
  const { page, errors } = await site.open(path);
  const results = page.locator('uni-page ol a');
  await page
    .locator('uni-page output')
    .getByText(/result/)
    .or(page.locator('uni-page output').getByText(/निकाल|परिणाम/))
    .waitFor();
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(errors).toEqual([]);
  await page.close();
  return hrefs;
}

describe('site search on the built site', () => {
  it('downloads no search code and no index until the search box is focused', async () => {
    const { page } = await site.open('/about');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    // Every widget of the page has hydrated: whatever the page loads on its own has been asked for.
    await page.locator('uni-header .uni-root').waitFor();
    await page.locator('uni-content-page .uni-root').first().waitFor();
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(requests.filter((path) => path.startsWith('/search/'))).toEqual([]);
    const beforeFocus = requests.length;
    const box = page.locator('uni-header').getByRole('combobox', { name: 'Search the site' });
    const indexRequest = page.waitForRequest((request) => request.url().endsWith('/search/en/base.json'));
    await box.focus();
    await indexRequest;
    // Focusing asked for the engine's code too (a script the page had not loaded), with the index.
    expect(requests.slice(beforeFocus).some((path) => path.endsWith('.js'))).toBe(true);
    await box.fill('Panchganga river');
    const option = page.locator('uni-header').getByRole('option').first();
    await expect.poll(() => option.textContent(), { timeout: 30000 }).toContain('About the city');
    await page.close();
  }, 90000);

  it('finds words from the body of content pages: a river on the city page, enrolment, co-operative', async () => {
    expect(await resultLinks('/search?q=Panchganga')).toContain('/about/history/city');
    expect((await resultLinks('/search?q=enrolment')).length).toBeGreaterThan(0);
    expect((await resultLinks('/search?q=co-operative')).length).toBeGreaterThan(0);
  }, 90000);

  it('marks the matched words in each result', async () => {
    const { page } = await site.open('/search?q=Panchganga');
    const marked = page.locator('uni-page mark').first();
    await marked.waitFor();
    expect(await marked.textContent()).toBe('Panchganga');
    await page.close();
  });

  it('shows the best 10 results, and 10 more on request', async () => {
    const { page, errors } = await site.open('/search?q=university');
    const status = page.locator('uni-page output').getByText(/results for/);
    await status.waitFor();
    const total = Number(/(\d[\d,]*) results/.exec((await status.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    expect(total).toBeGreaterThan(10);
    const items = page.locator('uni-page ol > li');
    await expect.poll(() => items.count()).toBe(10);
    await page.locator('uni-page').getByRole('button', { name: 'Show more results' }).click();
    await expect.poll(() => items.count(), { timeout: 30000 }).toBe(Math.min(total, 20));
    // The added results have their passages too (texts are fetched for the results shown).
    const laterMarks = await items.evaluateAll(
      (list) => list.slice(10).filter((item) => item.querySelector('mark')).length,
    );
    expect(laterMarks).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 90000);

  it("asks for the query's index files from the start (the engine and its own script too for several words), and fetches each once", async () => {
    const html = await (await fetch(site.url('/mr/search?q=प्रवेश'))).text();
    // No script file and no index file in the HTML: the step in its head asks for the query's own,
    // and for the page's script (host/pre-paint/search-chunks.ts), both named in the page.
    expect(html).not.toMatch(/<script[^>]* src="\/assets\/search-page-/);
    expect(html).not.toMatch(/<link rel="preload" href="\/search\//);
    const head = /<head>[\s\S]*<\/head>/.exec(html)![0];
    const engine = /"engine":"(\/assets\/search-engine-[\w-]+\.js)"/.exec(head)?.[1];
    expect(engine, 'the engine named in the page').toBeDefined();
    expect(head).toMatch(/"page":"\/assets\/search-page-[\w-]+\.js"/);
    for (const [query, first] of [
      ['examination', /^\/search\/en\/s\d+\.json$/],
      ['examination hall', /^\/search\/en\/base\.json$/],
    ] as const) {
      const requests: string[] = [];
      const { page, errors } = await site.open(`/search?q=${query}`, async (opened) => {
        opened.on('request', (request) => requests.push(new URL(request.url()).pathname));
      });
      await page.locator('uni-page mark').first().waitFor();
      // The rest of the ten, from the index (asked for after the first screen's paint: under load, the
      // network can be quiet for half a second before that, so the count is waited for, then the quiet).
      await expect
        .poll(() => page.locator('uni-page ol > li').count(), { message: query, timeout: 30000 })
        .toBeGreaterThan(4);
      await page.waitForLoadState('networkidle');
      const index = requests.filter((path) => path.startsWith('/search/en/'));
      expect(index[0], query).toMatch(first);
      // A preload the page's own fetch did not match would be fetched a second time.
      expect(index, query).toEqual([...new Set(index)]);
      expect(index, query).toContain('/search/en/base.json');
      expect(requests.filter((path) => /^\/assets\/search-page-[\w-]+\.js$/.test(path))).toHaveLength(1);
      // The engine once, its own file (host/vite/prerender/search-page-script.ts), not the app's
      // chunk of it; a preload the import did not match would be fetched a second time.
      expect(requests.filter((path) => path === engine)).toHaveLength(1);
      expect(requests.filter((path) => /^\/assets\/sharded-index-[\w-]+\.js$/.test(path))).toEqual([]);
      // The passages' files carry the titles.
      expect(index.filter((path) => /\/m\d+\.json$/.test(path))).toEqual([]);
      expect(index.filter((path) => /\/x\d+\.json$/.test(path)).length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 90000);

  it('finds Marathi words on Marathi pages, linking to the Marathi page', async () => {
    expect(await resultLinks('/mr/search?q=पंचगंगा')).toContain('/mr/about/history/city');
  });

  it('is prerendered like any page, and without JavaScript explains and lists the site map (in each language)', async () => {
    // Checked in the served HTML: Playwright's "JavaScript disabled" still parses <noscript> as text.
    const served = async (path: string) => {
      const html = await (await fetch(site.url(path))).text();
      return { html, noscript: /<main\b[^>]*><noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '' };
    };
    const english = await served('/search?q=admission');
    expect(english.html).toMatch(/<uni-header[^>]*><div data-uni-mount=/);
    // Its results are painted by its own script (host/search-page.ts): the island itself loads no code.
    expect(english.html).toMatch(/<uni-page lang="en" path="\/search"[^>]*data-uni-hydrate="never"/);
    expect(english.noscript).toContain('Searching needs JavaScript in your browser.');
    expect(english.noscript).toContain('href="/about/history/city"');
    const marathi = await served('/mr/search?q=प्रवेश');
    expect(marathi.html).toMatch(/<uni-page lang="mr" path="\/mr\/search"/);
    expect(marathi.noscript).toContain('शोधासाठी आपल्या ब्राउझरमध्ये जावास्क्रिप्ट');
    expect(marathi.noscript).toContain('href="/mr/about/history/city"');
  });
});
