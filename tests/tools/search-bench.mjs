// npm run bench [-- <pages>]: the search at scale. Prints figures; it is not a test.
//
// What it measures, exactly:
// 1. Generates a synthetic site of N content pages (default 10,000) in each of the
//    three languages, as search documents: a title, a section, headings, body
//    paragraphs and table cells drawn from the words of the real site's own text in
//    that language (data/, so Marathi and Hindi are real Devanagari words), plus one
//    PDF document row in every third page.
// 2. Builds each language's index with the site's own code (data/search/shards.ts,
//    what the build runs) and writes its files as the build does (search/<lang>/…).
//    Timed: indexing + writing, all three languages (the generation is timed apart). Not timed nor
//    done: Vite's bundle and the prerender of N HTML pages.
// 3. Bundles the browser side (data/search/sharded-index.ts + MiniSearch) with Vite.
// 4. Opens Chromium (playwright-core, CHROME_PATH or /usr/bin/chromium) and, for each
//    of 50 queries (English on the English index, Marathi and Hindi on theirs;
//    single words, two words, prefixes, typing mistakes), opens the index afresh
//    and records what the query fetches: the engine, base.json, the postings chunks
//    and the titles of the first 8 hits (the search box), and then the texts of the
//    first 20 (the results page). Sizes are the files' gzip sizes. Then it times the
//    same query again on the loaded index ("once loaded", median of 5 runs): p50 and p95
//    over the 50 queries.
import { createServer } from 'node:http';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pages = Number(process.argv[2] ?? 10000);
const out = join(root, '.bench', 'search');
const LANGS = ['en', 'mr', 'hi'];
const loadBefore = loadavg();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const load = (file) => runnerImport(join(root, file), { root, configFile: false }).then((result) => result.module);
const [{ languageDocuments }, shards] = await Promise.all([
  load('host/build/search-sources.ts'),
  load('data/search/shards.ts'),
]);

/** A small seeded random generator, so every run builds the same site. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** N synthetic pages (and a PDF row in every third) in `lang`, from the real site's words in that language. */
function syntheticDocuments(lang) {
  const real = languageDocuments(lang);
  const words = real.flatMap((document) => document.text.split(/\s+/)).filter((word) => word.length > 1);
  const titleWords = real.flatMap((document) => document.title.split(/\s+/));
  const next = random(lang.charCodeAt(0) * 7919);
  const pick = (pool, count) => Array.from({ length: count }, () => pool[Math.floor(next() * pool.length)]).join(' ');
  const documents = [];
  for (let index = 0; index < pages; index++) {
    const paragraphs = Array.from({ length: 3 + Math.floor(next() * 4) }, () =>
      pick(words, 40 + Math.floor(next() * 60)),
    );
    const cells = Array.from({ length: 12 }, () => pick(words, 2));
    documents.push({
      id: `page:${index}`,
      url: `/${lang}/section-${index % 40}/page-${index}`,
      title: `${pick(titleWords, 3)} ${index}`,
      section: pick(titleWords, 2),
      headings: [pick(titleWords, 3), pick(titleWords, 4)].join(' · '),
      text: [...paragraphs, ...cells].join(' '),
      lang,
      kind: 'page',
    });
    if (index % 3 === 0)
      documents.push({
        id: `file:${index}`,
        url: `/docs/section-${index % 40}/circular-${index}.pdf`,
        title: pick(titleWords, 5),
        section: documents.at(-1).title,
        headings: '',
        text: '',
        lang,
        kind: 'document',
      });
  }
  return documents;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

let started = performance.now();
const generated = Object.fromEntries(LANGS.map((lang) => [lang, syntheticDocuments(lang)]));
const generateSeconds = (performance.now() - started) / 1000;

started = performance.now();
const cpuBefore = process.cpuUsage();
for (const lang of LANGS) {
  const documents = generated[lang];
  const folder = join(out, 'search', lang);
  mkdirSync(folder, { recursive: true });
  for (const [name, json] of shards.shardFileContents(shards.indexDocuments(documents)))
    writeFileSync(join(folder, name), json);
}
const buildSeconds = (performance.now() - started) / 1000;
const buildCpu = process.cpuUsage(cpuBefore);
const buildCpuSeconds = (buildCpu.user + buildCpu.system) / 1e6;
const peakRss = process.resourceUsage().maxRSS * 1024;

/** Every index file's raw and gzip size, by its site path (`/search/en/t3.json`). */
const fileSizes = {};
const totals = Object.fromEntries(LANGS.map((lang) => [lang, { files: 0, raw: 0, gzip: 0 }]));
for (const lang of LANGS) {
  for (const name of readdirSync(join(out, 'search', lang))) {
    const body = readFileSync(join(out, 'search', lang, name));
    const size = { raw: body.length, gzip: gzipSync(body).length };
    fileSizes[`/search/${lang}/${name}`] = size;
    totals[lang].files += 1;
    totals[lang].raw += size.raw;
    totals[lang].gzip += size.gzip;
  }
}

// The browser side of the engine, bundled as the site bundles it.
await build({
  configFile: false,
  logLevel: 'silent',
  root,
  build: {
    outDir: join(out, 'engine'),
    emptyOutDir: true,
    minify: true,
    lib: { entry: join(root, 'data/search/sharded-index.ts'), formats: ['es'], fileName: 'engine' },
  },
});
const engineFile = join(out, 'engine', 'engine.js');
const engineGzip = gzipSync(readFileSync(engineFile)).length;
writeFileSync(join(out, 'index.html'), '<!doctype html><html lang="en"><title>bench</title></html>');

const server = createServer((request, response) => {
  const path = join(out, decodeURIComponent(new URL(request.url, 'http://x').pathname));
  try {
    const body = readFileSync(path.endsWith('/') ? join(path, 'index.html') : path);
    response.setHeader(
      'Content-Type',
      path.endsWith('.js') ? 'text/javascript' : path.endsWith('.json') ? 'application/json' : 'text/html',
    );
    response.end(body);
  } catch {
    response.statusCode = 404;
    response.end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? findChromium(),
  args: CHROMIUM_ARGS,
});
const english = [
  'admission',
  'university',
  'examination',
  'hostel',
  'research',
  'scholarship',
  'library',
  'sports',
  'department',
  'computer',
  'science',
  'syllabus',
  'result',
  'placement',
  'college',
  'campus',
  'admission form',
  'research centre',
  'computer science',
  'board studies',
  'exam',
  'univ',
  'schol',
  'libr',
  'deprtment',
  'examinaton',
  'kolhapur',
  'panchganga',
  'vice chancellor',
  'ncc',
  'circular',
  'fees',
  'notice',
  'students',
  'teaching',
  'staff',
  'hall',
  'girls hostel',
  'senate',
  'annual report',
];
const marathi = ['विद्यापीठ', 'कोल्हापूर', 'प्रवेश', 'संशोधन', 'परीक्षा', 'शिक्षण', 'ग्रंथालय', 'अभ्यासक्रम'];
const hindi = ['विश्वविद्यालय', 'प्रवेश'];
const queries = [
  ...english.map((query) => ({ lang: 'en', query })),
  ...marathi.map((query) => ({ lang: 'mr', query })),
  ...hindi.map((query) => ({ lang: 'hi', query })),
];

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};

try {
  const page = await browser.newPage();
  await page.goto(`${origin}/index.html`);
  const runs = await page.evaluate(async (benchQueries) => {
    const { ShardedIndex } = await import('/engine/engine.js');
    const results = [];
    for (const { lang, query } of benchQueries) {
      const fetched = [];
      const fetchShard = async (name) => {
        const path = `/search/${lang}/${name}`;
        fetched.push(path);
        return (await fetch(path)).json();
      };
      const coldStart = performance.now();
      const index = await ShardedIndex.open(fetchShard);
      const box = await index.search(query, 8);
      const coldMs = performance.now() - coldStart;
      const forBox = [...fetched];
      const full = await index.search(query, 20);
      await index.withTexts(full.hits);
      const forPage = [...fetched];
      // Once loaded: the same query again, everything it needs already fetched; the
      // median of 5 runs, so that one pause of a busy machine does not count as the query's time.
      const times = [];
      for (let run = 0; run < 5; run++) {
        const warmStart = performance.now();
        await index.search(query, 8);
        times.push(performance.now() - warmStart);
      }
      const warmMs = times.sort((a, b) => a - b)[2];
      results.push({ lang, query, total: box.total, coldMs, warmMs, forBox, forPage });
    }
    return results;
  }, queries);

  const downloaded = (paths) => engineGzip + paths.reduce((sum, path) => sum + fileSizes[path].gzip, 0);
  const box = runs.map((run) => downloaded(run.forBox));
  const results = runs.map((run) => downloaded(run.forPage));
  const warm = runs.map((run) => run.warmMs);
  const cold = runs.map((run) => run.coldMs);
  const worst = runs[box.indexOf(Math.max(...box))];

  const line = (label, value) => console.log(`${label.padEnd(52)} ${value}`);
  console.log(`Search benchmark: ${pages} synthetic content pages per language (en, mr, hi)`);
  console.log(`(${cpus().length} cores; load average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')})\n`);
  line('documents per language (pages + PDFs)', generated.en.length);
  line('generate the synthetic site, 3 languages', `${generateSeconds.toFixed(1)} s`);
  line('index build, 3 languages (index + write files)', `${buildSeconds.toFixed(1)} s`);
  line('  of which CPU time of the process (user + system)', `${buildCpuSeconds.toFixed(1)} s`);
  line('peak memory (RSS) of the bench process', mb(peakRss));
  for (const lang of LANGS)
    line(
      `index ${lang}: files / raw / gzip`,
      `${totals[lang].files} / ${mb(totals[lang].raw)} / ${mb(totals[lang].gzip)}`,
    );
  for (const lang of LANGS) line(`index ${lang}: base.json gzip`, kb(fileSizes[`/search/${lang}/base.json`].gzip));
  line('dist/search on disk (3 languages, raw)', mb(Object.values(totals).reduce((sum, total) => sum + total.raw, 0)));
  line('engine code (gzip)', kb(engineGzip));
  line(
    'search box query downloads, gzip: p50 / p95 / max',
    `${kb(percentile(box, 0.5))} / ${kb(percentile(box, 0.95))} / ${kb(Math.max(...box))}`,
  );
  line('  (largest for)', `"${worst.query}" (${worst.lang}): ${worst.forBox.length} files`);
  line(
    'results page (20 with snippets), gzip: p50 / p95 / max',
    `${kb(percentile(results, 0.5))} / ${kb(percentile(results, 0.95))} / ${kb(Math.max(...results))}`,
  );
  line(
    `first query incl. fetches (localhost): p50 / p95`,
    `${percentile(cold, 0.5).toFixed(1)} / ${percentile(cold, 0.95).toFixed(1)} ms`,
  );
  line(
    `query once loaded, ${queries.length} queries: p50 / p95`,
    `${percentile(warm, 0.5).toFixed(2)} / ${percentile(warm, 0.95).toFixed(2)} ms`,
  );
  line('queries with hits', `${runs.filter((run) => run.total > 0).length} of ${runs.length}`);
  console.log(
    `(load average after ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; index files in ${out}; engine ${statSync(engineFile).size} bytes raw)`,
  );
} finally {
  await browser.close();
  server.close();
}
