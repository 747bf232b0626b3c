import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';
import { filesUnder } from '../files-under.ts';
import { compressedCopiesCache, compressShare, type ShareTotals } from './compressed-copies.ts';

/** The files worth compressing: text. Images, fonts and PDFs are compressed already. */
export const PRECOMPRESSED_TYPES = ['html', 'js', 'css', 'json', 'xml', 'svg', 'ics', 'atom', 'webmanifest', 'txt'];
const TEXT_FILE = new RegExp(`\\.(${PRECOMPRESSED_TYPES.join('|')})$`);
/** Whether the build gives the file at `path` its compressed copies (when they are smaller). */
export const isPrecompressed = (path: string) => TEXT_FILE.test(path);

/** The text files under `folder`, those changed since `since` when given. */
const textFiles = (folder: string, since: number | undefined) =>
  filesUnder(folder, (path) => isPrecompressed(path) && (since === undefined || statSync(path).mtimeMs >= since));

/** One worker a core, at most four: compressing is CPU-bound. */
const WORKERS = Math.min(availableParallelism(), 4);
/**
 * Fewer files than this (an incremental build's few pages) are compressed on the build's own thread: a
 * worker takes about a second to start (Vite loads its TypeScript), a file about a millisecond to compress.
 */
const IN_THREAD_FILES = 1000;
const HERE = dirname(fileURLToPath(import.meta.url));

/** Compresses `files` in a worker thread (compress-worker.mjs runs `compressShare` of compressed-copies.ts). */
function shareInWorker(files: string[], cacheFolder: string): Promise<ShareTotals> {
  return new Promise((resolveShare, reject) => {
    const worker = new Worker(join(HERE, 'compress-worker.mjs'), {
      workerData: { module: join(HERE, 'compressed-copies.ts'), root: HERE, files, cacheFolder },
    });
    worker.once('message', resolveShare);
    worker.once('error', reject);
    // After its totals this changes nothing; before them, even a clean exit means copies were not written.
    worker.once('exit', (code) =>
      reject(new Error(`a worker of the compressed copies stopped before reporting (exit code ${code})`)),
    );
  });
}

/**
 * Writes `<file>.br` (brotli) beside each text file, and `<file>.gz` (gzip) beside each page and shared file, where
 * they are smaller (compressed-copies.ts), so servers send them without compressing per request (nginx
 * `gzip_static`, Caddy `precompressed`, Apache's rewrite rules: deploy/). The costly copies are kept in `cacheDir`
 * by content hash: a rebuild makes them only for the files that changed (a full build's cache keeps only its own).
 * The files are dealt out in turn to one worker thread a core (a few are compressed in this thread). An incremental build (host/vite/incremental/) gives
 * `since`, its start: files older than that it kept, with their copies, and the cache keeps every file.
 */
async function precompress(
  outDir: string,
  cacheDir: string,
  since: number | undefined,
): Promise<{ files: number; compressed: number; bytes: number; brotliBytes: number }> {
  mkdirSync(cacheDir, { recursive: true });
  const files = textFiles(outDir, since);
  const totals =
    files.length < IN_THREAD_FILES
      ? [compressShare(files, cacheDir)]
      : await Promise.all(
          Array.from({ length: WORKERS }, (_, worker) =>
            shareInWorker(
              files.filter((_file, index) => index % WORKERS === worker),
              cacheDir,
            ),
          ),
        );
  const sum = (key: 'files' | 'compressed' | 'bytes' | 'brotliBytes') =>
    totals.reduce((total, share) => total + share[key], 0);
  if (since === undefined) {
    const used = new Set(totals.flatMap((share) => [...share.used]));
    for (const name of readdirSync(cacheDir)) if (!used.has(name)) rmSync(join(cacheDir, name));
  }
  return { files: sum('files'), compressed: sum('compressed'), bytes: sum('bytes'), brotliBytes: sum('brotliBytes') };
}

/**
 * Precompresses the built site once every file is written: list it after every plugin that writes to dist/.
 * `since()`: in an incremental build, its start (only files written since are compressed).
 */
export function precompressPlugin(since: () => number | undefined = () => undefined): Plugin {
  let outDir = '';
  let cacheDir = '';
  let buildFailed = false;
  return {
    name: 'uni-precompress',
    apply: 'build',
    buildEnd(error) {
      buildFailed = Boolean(error);
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      cacheDir = compressedCopiesCache(config.cacheDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (buildFailed) return;
        const started = performance.now();
        // The process's CPU (its worker threads included): nothing else runs now, and on a loaded machine it is the steadier figure.
        const cpuBefore = process.cpuUsage();
        const { files, compressed, bytes, brotliBytes } = await precompress(outDir, cacheDir, since());
        const cpu = process.cpuUsage(cpuBefore);
        const mb = (count: number) => (count / 1024 / 1024).toFixed(1);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        this.info(
          `precompressed ${files} text files (${mb(bytes)} MB, ${mb(brotliBytes)} MB in brotli; ${compressed} not in the cache) in ${seconds} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU)`,
        );
      },
    },
  };
}
