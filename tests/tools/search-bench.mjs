// npm run bench [-- <pages>] [--cpu-prof]: the site and its search at scale. Prints figures; it is
// not a test. Its last line is `BENCH {…}`, the headline figures as one JSON object.
//
// What it does, exactly:
// 1. Writes a synthetic site: a copy of the project in .bench/site/ (node_modules linked)
//    with N content pages (default 10,000) added in each language, as content writers add
//    pages: departments under Academics, each a section file with its Marathi and Hindi
//    translations, a menu entry and about √N sidebar items (bench/synthetic-site.mjs says why);
//    every page has 3–6 paragraphs, a table, and every third a PDF document, its text drawn
//    from the real site's words in that language; and two records a page (20,000 at 10,000:
//    circulars, notices and events over ten years, each with its PDF where its kind has one).
// 2. Builds it with the real production build (`vite build` with the project's config, in a
//    process of its own: bench/build-site.mjs): bundle, search index, sitemap, feeds, embed
//    kit, the prerender of every page in every language, service worker. Prints its wall
//    and CPU time, the end of each phase, the prerender's own times and the peak memory (RSS).
//    With --cpu-prof, Node profiles every thread of the build and of the republish in step 6
//    (.bench/profile/{build,incremental}/*.cpuprofile, for Chrome's DevTools) and the bench
//    prints, for each, the functions and files that took the most time.
// 3. Measures the built dist/: size, pages, each language's index (files, raw, gzip).
// 4. In Chromium, imports the built site's own search engine chunk and runs 50 queries
//    (bench/queries.mjs), each on a freshly opened index of the built dist/search/<lang>/,
//    recording every file it fetches: what the search box's answer downloads (the engine,
//    base.json, postings chunks, the titles of the first 8) and what the results page's
//    first page adds (the texts of its first 10 hits, for snippets); sizes are the files'
//    gzip sizes. Then it times the same query on the loaded index (median of 5 runs): p50 and p95.
// 5. In Chromium, a few content pages in every language (departments, the student page with its
//    circulars table, the table's second page): the JavaScript each requests before interaction, its HTML and the data
//    and JavaScript it fetches once its content hydrates (bench/page-weights.mjs); the heaviest goes in `BENCH`.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { ALLOCATOR_ENV } from '../../host/vite/allocator-env.mjs';
import { distFigures } from './bench/dist-figures.mjs';
import { pageWeights } from './bench/page-weights.mjs';
import { profileSummary } from './bench/profile-summary.mjs';
import { QUERIES } from './bench/queries.mjs';
import { runQueries } from './bench/run-queries.mjs';
import { groupPaths, siteShape, wordPools } from './bench/synthetic-site.mjs';
import { copyProject, republishCircular, writeSyntheticSite } from './bench/write-site.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const unknown = flags.filter((flag) => flag !== '--cpu-prof');
if (unknown.length)
  throw new Error(
    `npm run bench: unknown option ${unknown.join(', ')} (usage: npm run bench [-- <pages>] [--cpu-prof])`,
  );
const profiling = flags.includes('--cpu-prof');
const pages = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 10000);
const bench = join(root, '.bench');
const site = join(bench, 'site');
const dist = join(site, 'dist');
/** The results page's first page: must equal `PAGE` in widgets/page/SearchResults.tsx. */
const RESULTS_SHOWN = 10;
/** A real document of the site, the file every synthetic PDF row links a copy of. */
const SAMPLE_PDF = 'public/docs/news/2025-10-20-diwali-vacation.pdf';
const loadBefore = loadavg();
siteShape(pages); // fails early on a page count it cannot build

// 1. The synthetic site, from the real site's words in each language.
let started = performance.now();
// The site's data reads its files (records, pages, menu) through the build's plugins: loaded by the build's one door.
const { loadSiteModule } = (
  await runnerImport(join(root, 'host/vite/content/import-site-module.ts'), { root, configFile: false })
).module;
const load = (file) => loadSiteModule(root, file);
const [{ languageDocuments }, { menu }, { LANGUAGE_CODES }, { SECTIONS }, { EVENT_CATEGORIES }] = await Promise.all([
  load('host/vite/search/search-sources.ts'),
  load('data/menu.ts'),
  load('data/i18n/languages.ts'),
  load('data/schema/records.ts'),
  load('data/records/event-categories.ts'),
]);
copyProject(root, site);
const pools = Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, wordPools(languageDocuments(lang), lang)]));
const written = writeSyntheticSite({
  site,
  pages,
  pools,
  menu,
  samplePdf: join(root, SAMPLE_PDF),
  sections: SECTIONS,
  categories: EVENT_CATEGORIES,
});
const records = Object.values(written.records).reduce((sum, count) => sum + count, 0);
const writeSeconds = (performance.now() - started) / 1000;

// 2. The production build, in a process of its own (its peak memory is the build's).
/** Builds the site (bench/build-site.mjs) as `name` (its report and log in .bench/<name>-…): its report. */
const buildSite = (name, nodeFlags = []) => {
  const reportFile = join(bench, `${name}-report.json`);
  const logFile = join(bench, `${name}.log`);
  rmSync(reportFile, { force: true });
  const log = openSync(logFile, 'w');
  const built = spawnSync(
    process.execPath,
    [...nodeFlags, join(root, 'tests/tools/bench/build-site.mjs'), site, reportFile],
    // The allocators' settings, as `npm run build` starts the build (glibc reads them as a process starts).
    { stdio: ['ignore', log, log], env: { ...ALLOCATOR_ENV, ...process.env } },
  );
  closeSync(log);
  if (built.status !== 0 || !existsSync(reportFile)) {
    console.error(readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
    console.error(`The ${name} failed (exit ${built.status}); its log: ${logFile}`);
    process.exit(1);
  }
  return { ...JSON.parse(readFileSync(reportFile, 'utf8')), logFile };
};
const logFile = join(bench, 'build.log');
console.log(`Building ${pages} synthetic pages × ${LANGUAGE_CODES.length} languages (log: ${logFile}) …`);
rmSync(join(bench, 'profile'), { recursive: true, force: true });
/** Where a build's thread profiles go, and Node's options to write them there (none without --cpu-prof). */
const profileOf = (name) => {
  const folder = join(bench, 'profile', name);
  if (profiling) mkdirSync(folder, { recursive: true });
  return { folder, options: profiling ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [] };
};
const buildProfile = profileOf('build');
const report = buildSite('build', buildProfile.options);

// 3. What the build wrote.
const firstPages = siteShape(pages).groups.map((group) => groupPaths(group)[1]);
const samplePages = LANGUAGE_CODES.flatMap((lang) =>
  firstPages.slice(0, 20).map((path) => `${lang === 'en' ? '' : `/${lang}`}${path}.html`),
);
const figures = distFigures({
  dist,
  languages: LANGUAGE_CODES,
  samplePages,
  growingScripts: {
    // Only the site map page loads it, when it renders in the browser; content pages fetch their own
    // data. The index's part the site map shows: it grows with the menu, not with every page.
    'site map index (the site map page loads it)': /^_virtual_site-map-index-[\w-]+\.js$/,
  },
});

// 4. The queries, in Chromium, on the built site's engine and index.
const { engineFiles, runs } = await runQueries({ dist, queries: QUERIES, resultsShown: RESULTS_SHOWN });
const engineGzip = engineFiles.reduce((sum, path) => sum + figures.gzipOf(path), 0);
const downloaded = (paths) => engineGzip + paths.reduce((sum, path) => sum + figures.gzipByPath[path], 0);
const box = runs.map((run) => downloaded(run.forBox));
// A one-word query's results page also downloads its file of first screens (data/search/first-screens.ts):
// counted here as the largest of its language's.
const screenGzip = (lang) =>
  Object.entries(figures.gzipByPath).filter(([path]) => new RegExp(`^/search/${lang}/s\\d+\\.json$`).test(path));
const largestScreen = (lang) => Math.max(0, ...screenGzip(lang).map(([, size]) => size));
const results = runs.map(
  (run) => downloaded(run.forResults) + (/\s/.test(run.query.trim()) ? 0 : largestScreen(run.lang)),
);
const warm = runs.map((run) => run.warmMs);
const cold = runs.map((run) => run.coldMs);
const largest = (sizes) => runs[sizes.indexOf(Math.max(...sizes))];

// 5. Content pages as a visitor gets them: departments' pages (the first with its latest records),
// the student page (its circulars table's first page) and its circulars' second page (its own
// 25 rows, data/listing-pages.ts), in every language.
const weightPaths = LANGUAGE_CODES.flatMap((lang) =>
  [groupPaths(siteShape(pages).groups[0])[0], ...firstPages.slice(0, 2), '/student', '/student/circulars/page/2'].map(
    (path) => `${lang === 'en' ? '' : `/${lang}`}${path}`,
  ),
);
const weights = await pageWeights({ dist, paths: weightPaths });
const heaviest = weights.reduce((a, b) => (b.js + b.html + b.data > a.js + a.html + a.data ? b : a));

// 6. One circular republished, and the site built again: incrementally, from the build of step 2
// (its dist/ and manifest), as `npm run build` does (host/vite/incremental/).
const republished = republishCircular(site);
console.log(`Republished ${republished}; building again, incrementally (log: ${join(bench, 'incremental.log')}) …`);
const incrementalProfile = profileOf('incremental');
const incremental = buildSite('incremental', incrementalProfile.options);
const incrementalLog = readFileSync(incremental.logFile, 'utf8');
if (!incrementalLog.includes('incremental build'))
  throw new Error(`The second build was not incremental: see ${incremental.logFile}`);

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (seconds) => `${seconds.toFixed(1)} s`;
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};
const spread = (values, format) =>
  `${format(percentile(values, 0.5))} / ${format(percentile(values, 0.95))} / ${format(Math.max(...values))}`;
const line = (label, value) => console.log(`${label.padEnd(58)} ${value}`);
const { marks, prerender, precompress } = report;

console.log(`\nSite benchmark: ${pages} synthetic content pages per language (${LANGUAGE_CODES.join(', ')})`);
console.log(`(${cpus().length} cores; load average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')})\n`);
line(
  'departments × sidebar items; PDF documents',
  `${written.groups} × ${written.itemsPerGroup} (at most); ${written.documents}`,
);
line(
  'records: circulars / notices / events',
  `${written.records.circulars} / ${written.records.notices} / ${written.records.events}`,
);
line(
  'section files written, raw (per language)',
  LANGUAGE_CODES.map((lang) => `${lang} ${mb(written.sourceBytes[lang])}`).join(', '),
);
line('write the synthetic site (copy + generate)', s(writeSeconds));
line('BUILD (vite build): wall time', s(report.seconds));
line('  CPU time of the build process (user + system)', s(report.cpuSeconds));
line('  config, Devanagari subset', `until ${s(marks.configured)}`);
line('  build start (buildStart)', `until ${s(marks.dataChecked)}`);
// The data check runs beside the bundle (host/vite/checks/check-data-plugin.ts), which waits for it before its files.
line('  bundle: transform and render chunks, the data check', `until ${s(marks.bundled)}`);
line('  search index, sitemap, feeds (generateBundle)', `until ${s(marks.assetsEmitted)}`);
line('  write the bundle', `until ${s(marks.written)}`);
line('  embed kit, prerender, service worker, _headers', `until ${s(marks.closed)}`);
line('    of which the prerender', prerender ? `${s(prerender.seconds)} for ${prerender.pages} pages` : 'not reported');
if (prerender) {
  line(
    `      in ${prerender.workers} worker threads, each: loading the widgets and all content`,
    s(prerender.loadSeconds),
  );
  line('      then rendering and writing a page (in its worker)', `${prerender.pageMs.toFixed(1)} ms`);
}
line(
  '    of which the compressed copies (in worker threads)',
  precompress
    ? `${s(precompress.seconds)} (${s(precompress.cpuSeconds)} of CPU) for ${precompress.files} files`
    : 'not reported',
);
line('peak memory (RSS) of the build process', mb(report.peakRss));
line(
  '  highest RSS sampled, by phase (MB)',
  Object.entries(report.peakRssByPhase ?? {})
    .map(([phase, rss]) => `${phase} ${rss}`)
    .join(', '),
);
line('INCREMENTAL BUILD (one circular republished): wall time', s(incremental.seconds));
line(
  '  pages rendered again / kept',
  `${incremental.prerender?.pages ?? '?'} / ${/; (\d+) kept as the last build wrote them/.exec(incrementalLog)?.[1] ?? 0}`,
);
line('  peak memory (RSS)', mb(incremental.peakRss));
line('dist: files / size on disk', `${figures.files} / ${mb(figures.bytes)}`);
line('dist: HTML pages / their size', `${figures.pages} / ${mb(figures.pageBytes)}`);
line(
  `a synthetic page (median of ${samplePages.length}): raw / gzip`,
  `${kb(figures.page.raw)} / ${kb(figures.page.gzip)}`,
);
for (const [label, script] of Object.entries(figures.scripts))
  line(
    `${label}: raw / gzip`,
    `${kb(script.raw)} / ${kb(script.gzip)}${script.count > 1 ? ` (median of ${script.count})` : ''}`,
  );
for (const lang of LANGUAGE_CODES) {
  const own = figures.index[lang];
  line(
    `index ${lang}: files / raw / gzip; base.json gzip`,
    `${own.files} / ${mb(own.raw)} / ${mb(own.gzip)}; ${kb(own.baseGzip)}`,
  );
}
line(
  'dist/search on disk (all languages, raw)',
  mb(Object.values(figures.index).reduce((sum, own) => sum + own.raw, 0)),
);
for (const lang of LANGUAGE_CODES) {
  const sizes = screenGzip(lang).map(([, size]) => size);
  line(
    `first screens ${lang} (s*.json): files; gzip p50 / max`,
    `${sizes.length}; ${kb(percentile(sizes, 0.5))} / ${kb(Math.max(...sizes))}`,
  );
}
line('engine code (gzip)', `${kb(engineGzip)} (${engineFiles.length} files)`);
line('search box query downloads, gzip: p50 / p95 / max', spread(box, kb));
line('  (largest for)', `"${largest(box).query}" (${largest(box).lang}): ${largest(box).forBox.length} files`);
line(`results page (first ${RESULTS_SHOWN}, with snippets), gzip: p50 / p95 / max`, spread(results, kb));
line(
  '  (largest for)',
  `"${largest(results).query}" (${largest(results).lang}): ${largest(results).forResults.length} files`,
);
line(
  'first query incl. fetches (localhost): p50 / p95',
  `${percentile(cold, 0.5).toFixed(1)} / ${percentile(cold, 0.95).toFixed(1)} ms`,
);
line(
  `query once loaded, ${runs.length} queries: p50 / p95`,
  `${percentile(warm, 0.5).toFixed(2)} / ${percentile(warm, 0.95).toFixed(2)} ms`,
);
line('queries with hits', `${runs.filter((run) => run.total > 0).length} of ${runs.length}`);
console.log(
  `\nContent pages, gzip: JavaScript before interaction, HTML, data and JavaScript fetched once the content hydrates`,
);
for (const weight of weights)
  line(
    `  ${weight.path}`,
    `${kb(weight.js)} JS, ${kb(weight.html)} HTML, ${kb(weight.data)} data (${weight.dataFiles.length} files), ` +
      `${kb(weight.hydrationJs)} JS on hydration`,
  );
line('  heaviest', heaviest.path);
if (profiling)
  for (const [what, { folder }] of [
    ['full build', buildProfile],
    ['republish', incrementalProfile],
  ]) {
    const profile = profileSummary(folder, site);
    console.log(`\nWhere the ${what}'s CPU time went (${profile.profiles} threads, ${s(profile.seconds)}, self time):`);
    for (const { what: file, seconds } of profile.files) line(`  ${file}`, s(seconds));
    console.log('  functions:');
    for (const { what: name, seconds } of profile.functions) line(`  ${name}`, s(seconds));
    console.log(`  (profiles for Chrome's DevTools in ${folder})`);
  }
console.log(
  `(load average after ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; the site in ${site}, its build log in ${logFile})`,
);
const oneDecimal = (number) => Math.round(number * 10) / 10;
const gzipKB = (bytes) => oneDecimal(bytes / 1024);
console.log(
  `BENCH ${JSON.stringify({
    pagesPerLanguage: pages,
    pages: prerender?.pages ?? figures.pages,
    records,
    buildSeconds: oneDecimal(report.seconds),
    incrementalSeconds: oneDecimal(incremental.seconds),
    peakRssMB: Math.round(report.peakRss / 1024 / 1024),
    pageJsKB: gzipKB(heaviest.js),
    pageHtmlKB: gzipKB(heaviest.html),
    pageDataKB: gzipKB(heaviest.data),
  })}`,
);
