// npm run bench [-- <pages>]: the search at scale. Prints figures; it is not a test.
//
// What it measures, exactly:
// 1. Generates a synthetic site of N content pages (default 10,000) in each of the
//    three languages, as search documents: a title, a section, headings, body
//    paragraphs and table cells drawn from the words of the real site's own text in
//    that language (data/, so Marathi and Hindi are real Devanagari words), plus one
//    PDF document row in every third page.
// 2. Builds the three indexes with the site's own engine settings (data/search/engine.ts,
//    the code the build runs) and writes them as the build does (search/<lang>.json).
//    Timed: document generation + index build + serialisation + writing, all three
//    languages. Not timed: Vite's bundle and the prerender of N HTML pages (the
//    real build's other work, which does not depend on the search).
// 3. Bundles the browser side of the engine (data/search/engine.ts + MiniSearch) with
//    Vite and reports what one query downloads: that code plus one language's index, gzip.
// 4. Opens Chromium (playwright-core, CHROME_PATH or /usr/bin/chromium), loads the
//    English index once, then times 50 queries (single words, two words, prefixes,
//    Devanagari) and prints p50/p95.
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pages = Number(process.argv[2] ?? 10000);
const out = join(root, '.bench', 'search');
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'search'), { recursive: true });

const load = (file) => runnerImport(join(root, file), { root, configFile: false }).then((result) => result.module);
const [{ languageDocuments }, engine] = await Promise.all([
  load('host/build/search-sources.ts'),
  load('data/search/engine.ts'),
]);

/** A small seeded random generator, so every run builds the same site. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const started = performance.now();
const sizes = {};
for (const lang of ['en', 'mr', 'hi']) {
  // Word pools from the real site in that language: its pages' own words, repeated as often as they occur.
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
  const json = engine.serialiseIndex(engine.buildIndex(documents));
  writeFileSync(join(out, 'search', `${lang}.json`), json);
  sizes[lang] = { documents: documents.length, raw: Buffer.byteLength(json), gzip: gzipSync(json).length };
}
const buildSeconds = (performance.now() - started) / 1000;
const peakRss = process.resourceUsage().maxRSS * 1024;

// The browser side of the engine, bundled as the site bundles it.
await build({
  configFile: false,
  logLevel: 'silent',
  root,
  build: {
    outDir: join(out, 'engine'),
    emptyOutDir: true,
    minify: true,
    lib: { entry: join(root, 'data/search/engine.ts'), formats: ['es'], fileName: 'engine' },
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
const queries = [
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
  'विद्यापीठ',
  'कोल्हापूर',
  'प्रवेश',
  'संशोधन',
  'परीक्षा',
  'विश्वविद्यालय',
  'शिक्षण',
  'ग्रंथालय',
  'नाही',
  'अभ्यासक्रम',
];
try {
  const page = await browser.newPage();
  await page.goto(`${origin}/index.html`);
  const figures = await page.evaluate(async (benchQueries) => {
    const loadStarted = performance.now();
    const browserEngine = await import('/engine/engine.js');
    const index = browserEngine.loadIndex(await (await fetch('/search/en.json')).text());
    const loadMs = performance.now() - loadStarted;
    const times = [];
    let hits = 0;
    for (const query of benchQueries) {
      const start = performance.now();
      hits += browserEngine.runQuery(index, query, 10).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
    return { loadMs, p50: at(0.5), p95: at(0.95), hits };
  }, queries);

  const line = (label, value) => console.log(`${label.padEnd(44)} ${value}`);
  console.log(`Search benchmark: ${pages} synthetic content pages per language (en, mr, hi)\n`);
  line('documents per language (pages + PDFs)', sizes.en.documents);
  line('index build, 3 languages (generate + build + write)', `${buildSeconds.toFixed(1)} s`);
  line('peak memory (RSS) of the build', mb(peakRss));
  for (const lang of ['en', 'mr', 'hi'])
    line(`index ${lang} on disk (raw / gzip)`, `${mb(sizes[lang].raw)} / ${kb(sizes[lang].gzip)}`);
  line('dist/search size (3 indexes, raw)', mb(Object.values(sizes).reduce((sum, size) => sum + size.raw, 0)));
  line('engine code (gzip)', kb(engineGzip));
  line('one query downloads (engine + en index, gzip)', kb(engineGzip + sizes.en.gzip));
  line('first query: load engine + index in Chromium', `${figures.loadMs.toFixed(0)} ms`);
  line(`query latency, ${queries.length} queries, p50`, `${figures.p50.toFixed(2)} ms`);
  line(`query latency, ${queries.length} queries, p95`, `${figures.p95.toFixed(2)} ms`);
  line('hits returned (top 10 each)', figures.hits);
  console.log(`\n(index files in ${out}; engine bundle ${statSync(engineFile).size} bytes raw)`);
} finally {
  await browser.close();
  server.close();
}
