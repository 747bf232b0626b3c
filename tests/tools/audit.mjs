#!/usr/bin/env node
// `npm run audit`: builds the site, serves dist/, runs Lighthouse (mobile, default
// simulated throttling) on a few pages and prints one table. A benchmark, not a test:
// it prints figures and keeps the JSON reports in .audit/ (git-ignored).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

/** Every kind of route: home, a content page of each layout family, events, search, embed docs; then the same in each other language whose pages the build wrote. */
const KINDS = [
  ['home', '/'],
  ['content: text and gallery', '/about/history'],
  ['content: tables', '/academics/computer-science'],
  ['content: documents', '/student/circulars'],
  ['events', '/events'],
  ['search', '/search?q=hostel'],
  ['embed docs', '/embed'],
  ['quick links', '/quick-links'],
  // Unknown paths answer with status 404, which Lighthouse refuses to audit; the same
  // page is served with status 200 at its own file name.
  ['404', '/404.html'],
];
const languages = ['mr', 'hi'].filter((lang) => existsSync(join('dist', `${lang}.html`)));
const REPORTS = '.audit';

execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const PAGES = [
  ...KINDS,
  ...languages.flatMap((lang) => [
    [`home (${lang})`, `/${lang}`],
    [`content (${lang})`, `/${lang}/about/history`],
  ]),
];
mkdirSync(REPORTS, { recursive: true });

const server = await preview({
  configFile: 'vite.config.ts',
  preview: { port: 0, host: '127.0.0.1' },
  logLevel: 'silent',
});
const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? findChromium(),
  chromeFlags: CHROMIUM_ARGS,
});

/** Gzip size of the JavaScript the page loaded, measured on the files in dist/. */
function scriptBytesGzip(lhr) {
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  return requests
    .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
    .reduce((total, request) => {
      const file = join('dist', new URL(request.url).pathname);
      return total + (existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
    }, 0);
}

const rows = [];
try {
  for (const [name, path] of PAGES) {
    const result = await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${lhr.runtimeError.message}`);
    writeFileSync(join(REPORTS, `${name.replace(/\W+/g, '-')}.json`), result.report);
    const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    rows.push({
      page: `${name} (${path})`,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      SEO: score('seo'),
      LCP: `${(lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s`,
      TBT: `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
      CLS: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'JS gzip': `${(scriptBytesGzip(lhr) / 1024).toFixed(1)} KB`,
    });
  }
} finally {
  await chrome.kill();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

console.log('\nLighthouse, mobile (simulated slow 4G, 4x CPU slowdown); reports in .audit/\n');
const columns = Object.keys(rows[0]);
const line = (cells) => `| ${cells.join(' | ')} |`;
console.log(line(columns));
console.log(line(columns.map(() => '---')));
for (const row of rows) console.log(line(columns.map((column) => row[column])));

console.log(
  `\nLoad average while measuring: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')} (1, 5, 15 min)`,
);
console.log('\nBudgets (the same figures npm test enforces):');
spawnSync('node', ['tests/tools/budgets.mjs'], { stdio: 'inherit' });
console.log('\nEmbed kit sizes (gzip):\n');
spawnSync('node', ['tests/tools/embed-sizes.mjs'], { stdio: 'inherit' });
