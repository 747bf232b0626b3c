import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';
import type { PrerenderJob, PrerenderReport } from './prerender-pages.ts';
import { searchPageScripts } from './search-page-script.ts';
import { startProgress, type Progress } from './build-progress.ts';
import { routeIndexOf } from '../modules/route-index-plugin.ts';
import { persistedReadFiles } from '../content/read-once.ts';
import { keepListedRecords, takeListedRecords } from '../content/listed-records.ts';
import { pdfSizes } from '../modules/doc-sizes-plugin.ts';
import type { PrerenderIncremental } from '../incremental/incremental-plugin.ts';
import { sectionKey } from '../incremental/build-plan.ts';
import { codeHash } from '../incremental/build-inputs.ts';
import { renderBundle } from './render-bundle.ts';
import { collectGarbage } from '../collect-garbage.ts';
import type { ContentIndexEntry } from '../../../data/content-index.ts';
import { LANGUAGE_CODES } from '../../../data/i18n/languages.ts';

/**
 * Renders a share of the pages in a worker thread (prerender-worker.mjs runs prerender-pages.ts),
 * in a heap of its own: at 10,000 pages a language, the content and the build's own data filled
 * the build's heap near V8's 4 GB limit, and a page took 42 ms to render there, 8.5 ms in a
 * fresh heap. The site build has made the kit's manifest already: the worker gets it.
 */
function inWorker(job: PrerenderJob, progress: Progress): { worker: Worker; report: Promise<PrerenderReport> } {
  // React's production build, whatever the environment says: the HTML is the same, made several times faster.
  const worker = new Worker(join(job.root, 'host/vite/prerender/prerender-worker.mjs'), {
    workerData: job,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const report = new Promise<PrerenderReport>((resolveReport, reject) => {
    // Its share of the pages, then pages written by twenties, then its report (prerender-worker.mjs).
    worker.on('message', (message: { share: number } | { pages: number } | { report: PrerenderReport }) => {
      if ('share' in message) progress.expect(message.share);
      else if ('pages' in message) progress.add(message.pages);
      else resolveReport(message.report);
    });
    worker.once('error', reject);
    // After its report this changes nothing; before it, even a clean exit means pages were not written.
    worker.once('exit', (code) =>
      reject(new Error(`the prerender's worker ${job.worker} stopped before reporting (exit code ${code})`)),
    );
  });
  return { worker, report };
}

/**
 * One worker a core, at most four, each rendering every n-th page: rendering is CPU-bound and
 * each worker loads the widgets and content for itself, so more workers than cores would only
 * add loading. Each holds all the content: at 10,000 pages a language that is several GB a
 * worker (npm run bench), hence the cap.
 */
const WORKERS = Math.min(availableParallelism(), 4);

/**
 * Up to this many content pages to render again (an incremental build's few sections: a republished
 * circular's), one worker renders them with the site's own pages: a second one would spend longer
 * loading the widgets and content (seconds of CPU) than it saves (about 30 ms a page).
 */
const ONE_WORKER_PAGES = 200;

/** The workers for `renderSections` (undefined: every page), by the content pages they hold in the route index. */
function workersFor(renderSections: string[] | undefined, routeIndex: ContentIndexEntry[]): number {
  if (!renderSections) return WORKERS;
  const render = new Set(renderSections);
  const pages = routeIndex.filter(
    (entry) => entry.source && LANGUAGE_CODES.some((lang) => render.has(sectionKey(entry.source!, lang))),
  ).length;
  return pages * LANGUAGE_CODES.length <= ONE_WORKER_PAGES ? 1 : WORKERS;
}

/**
 * After the bundle is written, renders every page of the site to static HTML
 * with the widgets' content in it, so a visitor sees the page before JavaScript
 * arrives. `stylesheet()` names the widget stylesheet file the CSS plugin emitted.
 * `incremental` (host/vite/incremental/) says which content pages to render again, and hears which were kept.
 */
export function prerenderPlugin(root: string, stylesheet: () => string, incremental?: PrerenderIncremental): Plugin {
  let outDir = '';
  let cacheDir = '';
  let buildFailed = false;
  let searchScripts = { page: '', engine: '' };
  return {
    name: 'uni-prerender',
    apply: 'build',
    buildEnd(error) {
      buildFailed = Boolean(error);
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      cacheDir = config.cacheDir;
      // The records as the build lists them for the bundle, handed to the workers (listed-records.ts).
      keepListedRecords();
    },
    async generateBundle() {
      // Files of their own, which only the search page links: no other page downloads them.
      const { page, engine } = await searchPageScripts(root);
      // Named, so the incremental build tells the two apart from each other and from other
      // emitted files when it matches this build's files to the last one's (bundleFileKey).
      for (const [name, { fileName, code }] of [
        ['search-page.js', page],
        ['search-engine.js', engine],
      ] as const)
        this.emitFile({ type: 'asset', name, fileName: `assets/${fileName}`, source: code });
      searchScripts = { page: `/assets/${page.fileName}`, engine: `/assets/${engine.fileName}` };
    },
    async closeBundle() {
      const listedRecords = takeListedRecords();
      // closeBundle runs after a failed build too; there is nothing to prerender then.
      if (buildFailed) return;
      const started = performance.now();
      // The render code, built once for the code (render-bundle.ts): made here, before the workers that import it.
      const { bundle, manifest, made } = await renderBundle(root, cacheDir, incremental?.codeHash() ?? codeHash(root));
      if (made) this.info(`render bundle made in ${made.toFixed(1)} s (kept for this code in ${cacheDir})`);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      // Made once for the whole build (route-index-plugin.ts): the bundle has made it already.
      const routeIndex = await routeIndexOf(root);
      const stylesheetHref = `/${stylesheet()}`;
      const devanagariFont = devanagariSubsetHref(outDir);
      const renderSections = await incremental?.sectionsToRender({ template, stylesheetHref, routeIndex });
      const workers = workersFor(renderSections, routeIndex);
      const job = {
        routeIndex,
        root,
        outDir,
        template,
        stylesheetHref,
        devanagariFont,
        renderSections,
        searchScripts,
        manifest,
        workers,
        readFiles: persistedReadFiles(),
        listedRecords,
        // Once for the workers: each walked the documents for them, and Vite made a module of them.
        docSizes: pdfSizes(root),
        bundle,
      };
      // The steps before the prerender (the data check, the bundle, search, the feeds) leave their
      // content behind them, and the build's thread then only waits for the workers: V8 kept that
      // garbage through the prerender, with the workers' heaps on top of it (3 GB at 1,000 pages a
      // language, when the content was held as modules' code: docs/developers/performance.md).
      collectGarbage();
      const progress = startProgress('prerender', 'pages');
      const running = Array.from({ length: workers }, (_, worker) => inWorker({ ...job, worker }, progress));
      const reports = await Promise.all(running.map(({ report }) => report)).catch(async (error: unknown) => {
        // One worker failed: the build fails now, not when the others have rendered their share.
        progress.end();
        await Promise.all(running.map(({ worker }) => worker.terminate()));
        throw error;
      });
      progress.end();
      const kept = reports[0]?.kept.length ?? 0;
      incremental?.pagesKept(reports[0]?.kept ?? []);
      incremental?.widgetRecordsShown(reports.flatMap((report) => report.widgetRecordSections));
      const pages = reports.reduce((sum, report) => sum + report.pages, 0);
      const loadSeconds = Math.max(...reports.map((report) => report.loadSeconds));
      // A page's time in the worker that rendered it (workers render side by side).
      const pageMs = (1000 * reports.reduce((sum, report) => sum + report.renderSeconds, 0)) / pages;
      // The times too: at scale they are most of the build (npm run bench reads this line).
      this.info(
        `prerendered ${pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
          `(loading the widgets and content ${loadSeconds.toFixed(1)} s, then ${pageMs.toFixed(1)} ms a page) ` +
          `in ${workers} worker thread${workers === 1 ? '' : 's'}` +
          (kept ? `; ${kept} kept as the last build wrote them (incremental build)` : ''),
      );
    },
  };
}

/** The Devanagari subset's 400 file as the built CSS names it (host/vite/assets/devanagari-subset.ts). */
function devanagariSubsetHref(outDir: string): string {
  const file = readdirSync(join(outDir, 'assets')).find((name) => /^noto-sans-devanagari-400-.*\.woff2$/.test(name));
  if (!file) throw new Error(`prerender: no noto-sans-devanagari-400-*.woff2 in ${join(outDir, 'assets')}`);
  return `/assets/${file}`;
}
