import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compressedCopiesCache, writeCompressedCopies, type CopiesCache } from './compressed-copies.ts';

/** The files worth compressing: text. Images, fonts and PDFs are compressed already. */
export const PRECOMPRESSED_TYPES = ['html', 'js', 'css', 'json', 'xml', 'svg', 'ics', 'atom', 'webmanifest', 'txt'];
const TEXT_FILE = new RegExp(`\\.(${PRECOMPRESSED_TYPES.join('|')})$`);
/** Whether the build gives the file at `path` its compressed copies (when they are smaller). */
export const isPrecompressed = (path: string) => TEXT_FILE.test(path);

/** The text files under `folder`, those changed since `since` when given. */
function textFiles(folder: string, since: number | undefined): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return textFiles(path, since);
    return isPrecompressed(entry.name) && (since === undefined || statSync(path).mtimeMs >= since) ? [path] : [];
  });
}

/**
 * Writes `<file>.br` (brotli) beside each text file, and `<file>.gz` (gzip) beside each page and shared file, where they are smaller (compressed-copies.ts), so servers send them without compressing per request (nginx
 * `gzip_static`, Caddy `precompressed`, Apache's rewrite rules: deploy/). The costly copies are kept in `cacheDir`
 * by content hash: a rebuild makes them only for the files that changed (a full build's cache keeps only its own).
 * zlib works in libuv's thread pool: a few files at a time keep every core busy. An incremental build
 * (host/vite/incremental/) gives `since`, its start: files older than that it kept, with their copies, and the
 * cache keeps every file.
 */
async function precompress(
  outDir: string,
  cacheDir: string,
  since: number | undefined,
): Promise<{ files: number; compressed: number; bytes: number; brotliBytes: number }> {
  mkdirSync(cacheDir, { recursive: true });
  const queue = textFiles(outDir, since);
  const totals = { files: queue.length, compressed: 0, bytes: 0, brotliBytes: 0 };
  const cache: CopiesCache = { folder: cacheDir, used: new Set() };
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const source = readFileSync(file);
      const { made, brotliBytes } = await writeCompressedCopies(file, source, cache);
      if (made) totals.compressed += 1;
      totals.bytes += source.length;
      totals.brotliBytes += brotliBytes;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  if (since !== undefined) return totals;
  for (const name of readdirSync(cacheDir)) if (!cache.used.has(name)) rmSync(join(cacheDir, name));
  return totals;
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
        // The process's CPU (zlib's threads included): nothing else runs now, and on a loaded machine it is the steadier figure.
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
