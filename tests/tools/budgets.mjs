#!/usr/bin/env node
// Size budgets of the built site (dist/), measured the way a phone's browser downloads it:
// each page is opened in Chromium (mobile viewport, no interaction), every script and
// stylesheet it requests until the network is quiet is counted at its gzip size (from the
// file in dist/, so the figure does not depend on the server), and every font it requested
// before its first paint at its size. HTML is measured on every prerendered page file.
// Prints every figure; exits 1 naming each figure over its budget.
// `npm test` runs it after the build; `npm run audit` prints it too.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { FIRST_ROUND_TRIP_BODY } from '../../host/vite/servers/first-round-trip.mjs';
import { CHROMIUM_ARGS, findHeadlessShell } from './chromium.mjs';
import { isDataFile } from './bench/page-weights.mjs';
import { LOADER_BUDGET } from './embed-sizes.mjs';
import { inParallel } from './in-parallel.mjs';
import { systemDevanagariEnv } from './system-devanagari.mjs';

const DIST = 'dist';
const KB = 1024;

const BUDGETS = {
  // Issue #11's figures. The home page meets its own by loading no React before interaction:
  // the hero autoplays from its prerendered HTML (widgets/preludes.ts) until then.
  homeJs: 75 * KB,
  // Content pages, events and the embed docs (issue #30: under the content pages' budget until
  // a live example is in view: widgets/runtime/strategies/live.ts).
  contentJs: 90 * KB,
  // Issue #30: a one-word query's first results are painted by the step in the page's head
  // (host/pre-paint/search-chunks.ts, in its HTML); the page's script (host/search-page.ts), the
  // engine and the host's scripts follow that paint. React (66 KB) would not fit.
  searchJs: 14 * KB,
  // Issue #30: no font on the critical path. A page draws its text with the system's faces; only
  // a system without a Devanagari face (this machine) downloads the site's subset for a Marathi
  // or Hindi page, its one weight (400, bold drawn from it: host/vite/assets/devanagari-faces.ts), and
  // nothing else.
  fontsBeforePaint: 0,
  devanagariSubsetBeforePaint: 32 * KB,
  // Issue #11's 80 KB, React (66 KB) included: each widget carries only the English words it
  // names (host/vite/modules/english-messages-plugin.ts), and the kit's chunks are grouped
  // (host/vite/kit/embed-kit-plugin.ts).
  embedEventsJs: 80 * KB,
  loader: LOADER_BUDGET,
  // The stylesheets that gate the first paint; the icon sprite (host/vite/assets/icon-sprite.ts) is a
  // file of its own, fetched after the first paint.
  pageCss: 10.5 * KB,
  pageHtml: 40 * KB,
  // What a content page fetches for its own content once it hydrates (issue #26: a page's weight
  // must not grow with the site): its own page's data file (data/page-data.ts), 2.1 KB at most in
  // the sample; a route index or a section's every page would be over it at once (they were 23.6 KB).
  // `npm run bench` prints the same figure at its size.
  contentData: 4 * KB,
  // The scripts the same hydration fetches: React and the runtime (67 KB), the content widget (20 KB),
  // its parts (sidebar, menu, tables, sign-in form) and, in Marathi or Hindi, the language's words
  // (10.5 KB): 105 to 116 KB in the sample. A table of the site's documents in one of them took it
  // 14.4 KB further at 1,000 pages a language; `npm run bench` prints the figure at its size.
  contentHydrationJs: 128 * KB,
  // The English home page's HTML, headers included, must come in a new connection's first round
  // trip (host/vite/servers/first-round-trip.mjs): a second one costs 0.15 s of simulated LCP.
  homeHtml: FIRST_ROUND_TRIP_BODY,
  // The same round trip for the copy a browser is sent (brotli, host/vite/servers/precompress-plugin.ts)
  // of the home page in each language, of the embed docs and of the search page in each language (its
  // shell file, whose head paints a one-word query's first results: host/pre-paint/search-chunks.ts),
  // the largest pages issue #30 times.
  servedHtml: FIRST_ROUND_TRIP_BODY,
  // Issue #26: no script holds a list that grows with the site's documents. A PDF link's size comes
  // with the data that links it (data/page-data.ts, the news rows' `file_size`); the most a script
  // names is its own examples' links (the news widget's sample: 5). The table of every PDF's size
  // (145 in the sample, 20,000 at the bench's 10,000 pages a language) was in a chunk every
  // content page loaded as it hydrated.
  documentsInAScript: 12,
};

const gzip = (bytes) => gzipSync(bytes).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Every script of dist/ (the site's and the embed kit's), not their compressed copies. */
function scriptFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return scriptFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** The script naming the most documents (`/docs/….pdf`), and how many distinct ones it names. */
function mostDocumentsInAScript() {
  return scriptFiles(DIST)
    .map((file) => ({
      file: relative(DIST, file),
      documents: new Set(readFileSync(file, 'utf8').match(/\/docs\/[^"'`\s]+?\.pdf/g) ?? []).size,
    }))
    .reduce((a, b) => (b.documents > a.documents ? b : a));
}

/** Languages other than English whose prerendered pages are in dist/ (`/mr/`, `/hi/`, …). */
const languagePrefixes = () => [
  '',
  ...['mr', 'hi'].filter((lang) => existsSync(join(DIST, `${lang}.html`))).map((lang) => `/${lang}`),
];

function htmlFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ['widgets', 'demo', 'assets'].includes(entry.name) ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The bytes of the fonts (files in dist/) the page requested before its first paint, read from its resource timings. */
const fontsBeforePaint = (page) =>
  page
    .evaluate(() => {
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(woff2?|ttf|otf)$/.test(new URL(entry.name).pathname) && entry.startTime < paint)
        .map((entry) => new URL(entry.name).pathname);
    })
    .then((paths) =>
      paths
        .filter((path) => existsSync(join(DIST, path)))
        .reduce((sum, path) => sum + statSync(join(DIST, path)).size, 0),
    );

/**
 * Opens a page like a phone and returns the gzip bytes of the scripts and stylesheets it fetched on
 * its own, and the bytes of the fonts it requested before its first paint; with `hydrateContent`,
 * also the gzip bytes of the data it fetched once a pointer is over its content.
 */
async function pageDownloads(browser, url, route, hydrateContent = false) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (route) await page.route(url, route);
  const files = { script: new Set(), stylesheet: new Set() };
  page.on('request', (request) => {
    const type = request.resourceType();
    const path = new URL(request.url()).pathname;
    if (type in files && existsSync(join(DIST, path))) files[type].add(path);
  });
  await page.goto(url, { waitUntil: 'load' });
  // The page's scripts are held back until its first paint (host/pre-paint/after-paint.ts takes
  // them out of the template `uni-after-paint`, AFTER_PAINT_TEMPLATE_ID of widgets/runtime/protocol.ts).
  // Beside the end-to-end tests (npm test runs them at once), a tab can wait long for its turn.
  await page
    .waitForFunction(() => !document.getElementById('uni-after-paint'), undefined, { timeout: 120_000 })
    .catch((error) => {
      throw new Error(`${url}: its scripts were still held back after 120 s (${error.message})`);
    });
  // Idle-time islands load after `load`: wait until the network has been quiet for a while.
  await page.waitForLoadState('networkidle');
  // Work the page put off until it is idle (widgets/runtime/strategies/idle.ts) has started by the
  // time an idle callback asked for now runs: on a busy machine that can be later than the waits.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const fonts = await fontsBeforePaint(page);
  const before = new Set(files.script);
  const data = new Set();
  const hydrationScripts = new Set();
  if (hydrateContent) {
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!existsSync(join(DIST, path))) return;
      if (isDataFile(path)) data.add(path);
      else if (request.resourceType() === 'script' && !before.has(path)) hydrationScripts.add(path);
    });
    // Its hydration commits once it has its data (HYDRATED_EVENT of widgets/runtime/protocol.ts).
    const hydrated = page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          document.querySelector('uni-content-page').addEventListener('uni-hydrated', resolve, { once: true });
          setTimeout(() => reject(new Error(`${location.pathname}: the content did not hydrate on hover`)), 30_000);
        }),
    );
    await page.hover('uni-content-page');
    await hydrated;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
  }
  await context.close();
  const total = (set) => [...set].reduce((sum, path) => sum + gzip(readFileSync(join(DIST, path))), 0);
  return {
    js: total(before),
    css: total(files.stylesheet),
    data: total(data),
    hydrationJs: total(hydrationScripts),
    fonts,
    scripts: [...before],
  };
}

const EMBED_PAGE = '/__budget-embed.html';
const embedPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embed</title></head>
<body><uni-events></uni-events><script type="module" src="/widgets/index.js"></script></body></html>`;

/**
 * Pages measured at once. Each measurement waits for the network to be quiet for seconds (the
 * idle-time islands), so one page at a time spent most of a minute and a half waiting; the
 * figures are bytes of files in dist/, which do not depend on how busy the machine is.
 */
const PAGES_AT_ONCE = 3;

export async function measureBudgets() {
  const server = await preview({
    configFile: 'vite.config.ts',
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  });
  const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
  const [browser, withDevanagariFont] = await Promise.all([
    chromium.launch({ executablePath: findHeadlessShell(), args: CHROMIUM_ARGS }),
    // The same pages on a system with a Devanagari face of its own (every phone): no font before the first paint.
    systemDevanagariEnv('node_modules/.cache/uni-system-devanagari').then((fontEnv) =>
      chromium.launch({
        executablePath: findHeadlessShell(),
        args: CHROMIUM_ARGS,
        env: { ...process.env, ...fontEnv },
      }),
    ),
  ]);
  const rows = [];
  const check = (what, figure, budget, format = kb) =>
    rows.push({ what, figure, budget, over: figure > budget, format });
  try {
    const pages = languagePrefixes().flatMap((prefix) =>
      [
        ['home', '/', BUDGETS.homeJs],
        ['content page', '/about/history', BUDGETS.contentJs],
        ['content page (table)', '/academics/computer-science', BUDGETS.contentJs],
        ['content page (circulars)', '/student', BUDGETS.contentJs],
        ['content page (documents)', '/student/circulars', BUDGETS.contentJs],
        ['events', '/events', BUDGETS.contentJs],
        ['search', prefix ? '/search?q=परीक्षा' : '/search?q=exam', BUDGETS.searchJs],
        ...(prefix ? [] : [['embed docs', '/embed', BUDGETS.contentJs]]),
      ].map(([kind, path, budget]) => ({
        kind,
        budget,
        prefix,
        full: prefix + (prefix && path === '/' ? '' : path),
        content: kind.startsWith('content page'),
        onPhone: Boolean(prefix) && ['home', 'content page'].includes(kind),
      })),
    );
    // Every page load, in one list so that they share the tabs; the rows below keep their order.
    const loads = [
      ...pages.map((page) => () => pageDownloads(browser, origin + page.full, undefined, page.content)),
      ...pages
        .filter((page) => page.onPhone)
        .map((page) => () => pageDownloads(withDevanagariFont, origin + page.full)),
      () =>
        pageDownloads(browser, origin + EMBED_PAGE, (route) =>
          route.fulfill({ contentType: 'text/html', body: embedPage }),
        ),
    ];
    const measured = await inParallel(loads, PAGES_AT_ONCE, (load) => load());
    const onPhone = measured.slice(pages.length, -1);
    for (const [index, { kind, full, budget, prefix, content, onPhone: phoneToo }] of pages.entries()) {
      const { js, css, data, hydrationJs, fonts } = measured[index];
      check(`${kind} ${full}: JS before interaction`, js, budget);
      check(`${kind} ${full}: CSS`, css, BUDGETS.pageCss);
      if (content) {
        check(`${kind} ${full}: its data, fetched as its content hydrates`, data, BUDGETS.contentData);
        check(`${kind} ${full}: JS fetched as its content hydrates`, hydrationJs, BUDGETS.contentHydrationJs);
      }
      check(
        `${kind} ${full}: fonts before the first paint, no Devanagari system font`,
        fonts,
        prefix ? BUDGETS.devanagariSubsetBeforePaint : BUDGETS.fontsBeforePaint,
      );
      if (phoneToo)
        check(
          `${kind} ${full}: fonts before the first paint, with one`,
          onPhone.shift().fonts,
          BUDGETS.fontsBeforePaint,
        );
    }
    check('embed of one <uni-events> (loader, widget, React)', measured.at(-1).js, BUDGETS.embedEventsJs);
  } finally {
    await browser.close();
    await withDevanagariFont.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
  check('embed loader widgets/index.js', gzip(readFileSync(join(DIST, 'widgets/index.js'))), BUDGETS.loader);
  const mostDocuments = mostDocumentsInAScript();
  check(
    `PDFs a script names (most: ${mostDocuments.file})`,
    mostDocuments.documents,
    BUDGETS.documentsInAScript,
    String,
  );
  const pages = htmlFiles(DIST).map((file) => ({ file: relative(DIST, file), bytes: gzip(readFileSync(file)) }));
  check('home page HTML (index.html)', pages.find((page) => page.file === 'index.html').bytes, BUDGETS.homeHtml);
  for (const file of [
    ...languagePrefixes().map((prefix) => `${prefix.slice(1) || 'index'}.html`),
    'embed.html',
    ...languagePrefixes().map((prefix) => `${prefix.slice(1)}${prefix ? '/' : ''}shell.html`),
  ])
    check(`page HTML as sent, brotli (${file})`, statSync(join(DIST, `${file}.br`)).size, BUDGETS.servedHtml);
  const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  check(`largest page HTML (${largest.file}, of ${pages.length} pages)`, largest.bytes, BUDGETS.pageHtml);
  for (const page of pages)
    if (page.bytes > BUDGETS.pageHtml && page !== largest)
      check(`page HTML ${page.file}`, page.bytes, BUDGETS.pageHtml);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error('dist/index.html not found: build first (npx vite build).');
    process.exit(1);
  }
  const rows = await measureBudgets();
  console.log('\nSize budgets (gzip), measured on dist/ in Chromium with a phone viewport, before any interaction:\n');
  console.log('| what | figure | budget | |');
  console.log('| --- | ---: | ---: | --- |');
  for (const row of rows)
    console.log(
      `| ${row.what} | ${row.format(row.figure)} | ${row.format(row.budget)} | ${row.over ? 'OVER' : 'ok'} |`,
    );
  const over = rows.filter((row) => row.over);
  for (const row of over)
    console.error(`\nOver budget: ${row.what} is ${row.format(row.figure)}, budget ${row.format(row.budget)}.`);
  process.exit(over.length ? 1 : 0);
}
