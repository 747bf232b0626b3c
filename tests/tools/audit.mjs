#!/usr/bin/env node
// `npm run audit`: builds the site, serves dist/, runs Lighthouse (mobile, default
// simulated throttling) on a few pages and prints one table. A benchmark, not a test:
// it prints figures and keeps the JSON reports in .audit/ (git-ignored).
// Options (after `--`): `--runs=3` audits each page three times and prints each figure's
// median (one run varies by about 0.1 s); `--no-build` audits the dist/ already built;
// `--system-devanagari` gives the audited Chromium Noto Sans Devanagari as a system font, as
// every Android phone has it (this machine has no Devanagari font: system-devanagari.mjs);
// any other argument keeps only the pages whose path starts with it (`/mr`, `/search`), or,
// written with a leading `=`, is it (`=/mr`: the Marathi home page alone).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { systemDevanagariEnv } from './system-devanagari.mjs';

/**
 * Every kind of route: home, a content page of each layout family, events, search, embed docs.
 * `inLanguages`: the same route in each other language the build wrote, in the rows after it
 * (its search words in that language).
 */
const KINDS = [
  { name: 'home', path: '/', inLanguages: true },
  { name: 'content: text and gallery', path: '/about/history', inLanguages: true },
  { name: 'content: tables', path: '/academics/computer-science' },
  { name: 'content: documents', path: '/student/circulars', inLanguages: true },
  { name: 'events', path: '/events' },
  { name: 'search', path: '/search?q=exam', inLanguages: { mr: '/search?q=परीक्षा', hi: '/search?q=परीक्षा' } },
  { name: 'embed docs', path: '/embed' },
  { name: 'quick links', path: '/quick-links' },
  // Unknown paths answer with status 404, which Lighthouse refuses to audit; the same
  // page is served with status 200 at its own file name.
  { name: '404', path: '/404.html' },
];
const REPORTS = '.audit';

const options = process.argv.slice(2);
const runs = Number(options.find((option) => option.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`audit: --runs must be a whole number of runs, not ${runs}`);
const only = options.filter((option) => !option.startsWith('--'));

if (!options.includes('--no-build')) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const languages = ['mr', 'hi'].filter((lang) => existsSync(join('dist', `${lang}.html`)));
const PAGES = KINDS.flatMap(({ name, path, inLanguages }) => [
  [name, path],
  ...(inLanguages ? languages : []).map((lang) => [
    `${name} (${lang})`,
    `/${lang}${(typeof inLanguages === 'object' ? inLanguages[lang] : path).replace(/^\/$/, '')}`,
  ]),
]).filter(
  ([, path]) =>
    only.length === 0 ||
    only.some((wanted) => (wanted.startsWith('=') ? path === wanted.slice(1) : path.startsWith(wanted))),
);
if (PAGES.length === 0) throw new Error(`audit: no page's path starts with ${only.join(' or ')}`);
mkdirSync(REPORTS, { recursive: true });

const server = await preview({
  configFile: 'vite.config.ts',
  preview: { port: 0, host: '127.0.0.1' },
  logLevel: 'silent',
});
const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: CHROMIUM_ARGS,
  envVars: {
    ...process.env,
    ...(options.includes('--system-devanagari') ? await systemDevanagariEnv(join(REPORTS, 'system-fonts')) : {}),
  },
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

/** The middle value (of an even count, the lower middle: a figure some run really had). */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** One Lighthouse run's figures, as numbers. */
async function auditOnce(name, path, run) {
  const result = await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error' });
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${lhr.runtimeError.message}`);
  writeFileSync(join(REPORTS, `${name.replace(/\W+/g, '-')}${runs > 1 ? `-${run}` : ''}.json`), result.report);
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: scriptBytesGzip(lhr),
  };
}

const rows = [];
try {
  for (const [name, path] of PAGES) {
    const measured = [];
    for (let run = 1; run <= runs; run++) measured.push(await auditOnce(name, path, run));
    const figure = (key) => median(measured.map((figures) => figures[key]));
    rows.push({
      page: `${name} (${path})`,
      performance: figure('performance'),
      accessibility: figure('accessibility'),
      'best practices': figure('bestPractices'),
      SEO: figure('seo'),
      LCP: `${(figure('lcp') / 1000).toFixed(2)} s`,
      ...(runs > 1 ? { 'LCP of each run': measured.map((figures) => (figures.lcp / 1000).toFixed(2)).join(', ') } : {}),
      TBT: `${Math.round(figure('tbt'))} ms`,
      CLS: figure('cls').toFixed(3),
      'JS gzip': `${(figure('js') / 1024).toFixed(1)} KB`,
    });
  }
} finally {
  await chrome.kill();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

console.log(
  `\nLighthouse, mobile (simulated slow 4G, 4x CPU slowdown)${runs > 1 ? `, median of ${runs} runs` : ''}` +
    `${options.includes('--system-devanagari') ? ', Noto Sans Devanagari installed as a system font' : ''}; reports in .audit/\n`,
);
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
// A few pages asked for: their figures only.
if (only.length === 0) {
  console.log('\nBudgets (the same figures npm test enforces):');
  spawnSync('node', ['tests/tools/budgets.mjs'], { stdio: 'inherit' });
  console.log('\nEmbed kit sizes (gzip):\n');
  spawnSync('node', ['tests/tools/embed-sizes.mjs'], { stdio: 'inherit' });
}
