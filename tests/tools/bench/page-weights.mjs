// What a content page of a built site weighs for a visitor, measured in Chromium as the
// budgets measure it (tests/tools/budgets.mjs): the scripts it requests before any
// interaction, its HTML, and the data and scripts it fetches when the visitor first interacts
// with its content (the content page's island hydrates then and loads its code and its page's data).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { serveDist } from './serve-dist.mjs';

/**
 * Files that hold the site's data rather than code: JSON (a page's own data, `/page-data/…`), and
 * any module the build makes of the content (the route index, a section or a record kind in one
 * language: `student_lang_mr-….js`), which no content page should fetch.
 */
export const isDataFile = (path) =>
  path.endsWith('.json') || /\/(_virtual_route-index|[\w-]+_lang_[a-z]{2})-[\w-]+\.js$/.test(path);

/** Waits until the network has been quiet (idle-time islands load after `load`). */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
}

/**
 * For each of `paths` (site paths of content pages) on the site built in `dist`, gzip bytes
 * of: `js`, the scripts requested before interaction; `html`, the page's file; `data`, the data
 * files fetched until the content has hydrated after a pointer over it (with their paths);
 * `hydrationJs`, the scripts fetched meanwhile.
 */
export async function pageWeights({ dist, paths }) {
  const server = await serveDist(dist);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  });
  const gzipOf = (path) => gzipSync(readFileSync(join(dist, path))).length;
  const weights = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const requested = new Set();
      page.on('request', (request) => {
        if (request.url().startsWith(origin)) requested.add(new URL(request.url()).pathname);
      });
      const response = await page.goto(origin + path, { waitUntil: 'load' });
      if (!response?.ok()) throw new Error(`the bench's page ${path} answered ${response?.status()}`);
      await settle(page);
      const scripts = [...requested].filter((file) => file.endsWith('.js'));
      const before = new Set(requested);
      await page.hover('uni-content-page');
      await settle(page);
      const fetchedOnHydration = [...requested].filter((file) => !before.has(file));
      const dataFiles = fetchedOnHydration.filter(isDataFile);
      const hydrationScripts = fetchedOnHydration.filter((file) => file.endsWith('.js') && !isDataFile(file));
      await context.close();
      const html = readFileSync(join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`));
      weights.push({
        path,
        js: scripts.reduce((sum, file) => sum + gzipOf(file), 0),
        html: gzipSync(html).length,
        data: dataFiles.reduce((sum, file) => sum + gzipOf(file), 0),
        dataFiles,
        hydrationJs: hydrationScripts.reduce((sum, file) => sum + gzipOf(file), 0),
      });
    }
  } finally {
    await browser.close();
    server.close();
  }
  return weights;
}
