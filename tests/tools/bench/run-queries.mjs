// Runs the bench's queries in Chromium against a built site: the site's own search engine
// (its dist/assets/sharded-index-*.js chunk, what a search box imports on focus) on the
// site's own index files (dist/search/<lang>/), served from `dist` over HTTP.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { serveDist } from './serve-dist.mjs';

/** What the search box shows (widgets/core/search/SearchBox.tsx, `limit`). */
const BOX_HITS = 8;

/**
 * For each query, on a freshly opened index: the files the search box's answer fetched
 * (base, postings chunks, the titles of the first 8), then those the results page's
 * first `resultsShown` hits with snippets add (their texts), the time of that first answer
 * (fetches included), and the median of 5 runs of the same query once loaded.
 * Also the engine's own files (fetched once, by the first import).
 */
export async function runQueries({ dist, queries, resultsShown }) {
  const engineFile = readdirSync(join(dist, 'assets')).find((name) => /^sharded-index-[\w-]+\.js$/.test(name));
  if (!engineFile) throw new Error(`no search engine chunk (sharded-index-*.js) in ${dist}/assets`);
  const server = await serveDist(dist, { '/bench.html': '<!doctype html><title>bench</title>' });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/bench.html`);
    return await page.evaluate(
      async ({ engineUrl, benchQueries, boxHits, resultsHits }) => {
        const { ShardedIndex } = await import(engineUrl);
        const engineFiles = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js'));
        const runs = [];
        for (const { lang, query } of benchQueries) {
          const fetched = [];
          const fetchShard = async (name) => {
            const path = `/search/${lang}/${name}`;
            fetched.push(path);
            return (await fetch(path)).json();
          };
          const coldStart = performance.now();
          const index = await ShardedIndex.open(fetchShard);
          const box = await index.search(query, boxHits);
          const coldMs = performance.now() - coldStart;
          const forBox = [...fetched];
          await index.search(query, resultsHits, true);
          const forResults = [...fetched];
          const times = [];
          for (let run = 0; run < 5; run++) {
            const warmStart = performance.now();
            await index.search(query, boxHits);
            times.push(performance.now() - warmStart);
          }
          const warmMs = times.sort((a, b) => a - b)[2];
          runs.push({ lang, query, total: box.total, coldMs, warmMs, forBox, forResults });
        }
        return { engineFiles, runs };
      },
      { engineUrl: `/assets/${engineFile}`, benchQueries: queries, boxHits: BOX_HITS, resultsHits: resultsShown },
    );
  } finally {
    await browser.close();
    server.close();
  }
}
