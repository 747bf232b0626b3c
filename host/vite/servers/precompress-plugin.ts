import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** The files worth compressing: text. Images, fonts and PDFs are compressed already. */
export const PRECOMPRESSED_TYPES = ['html', 'js', 'css', 'json', 'xml', 'svg', 'ics', 'atom', 'webmanifest', 'txt'];
const TEXT_FILE = new RegExp(`\\.(${PRECOMPRESSED_TYPES.join('|')})$`);
/** Whether the build gives the file at `path` its compressed copies (when they are smaller). */
export const isPrecompressed = (path: string) => TEXT_FILE.test(path);

/**
 * Brotli's quality and gzip's level by file: their best (11, 9) for the files every page shares
 * (scripts, styles, the icon sprite, the web manifest: a few dozen, downloaded once and cached);
 * brotli 5 and gzip 6 for the files there is one of a page or a record (HTML, search shards, feeds,
 * sitemaps), whose number grows with the site: brotli 11 costs about 0.3 s of CPU for a page of
 * 100 KB, 5 costs 1 to 2 ms for a copy about 12 % larger (still smaller than gzip -9's); gzip 9 costs
 * more for a copy 1 % smaller than 6's (the size the budgets count: tests/tools/budgets.mjs). At
 * 10,000 pages a language, the best of both on every page was hours of CPU.
 * A shared file over `LARGE_SHARED_FILE` (the desk's vendored editor, 5 MB: only webmasters load
 * it) is compressed at brotli 9: 11 took 21 s of a build's CPU for it, 9 takes 2 s for a copy 10 %
 * larger.
 * A page whose brotli 5 copy is over `FIRST_ROUND_TRIP_BROTLI` is compressed again: with its
 * response headers (the CSP is long) it would need a second round trip (0.15 s of a phone's first
 * paint). Brotli 10 saves about 9 % of 5's copy in a third to a fifth of 11's time: a page it brings
 * under the mark keeps that copy; one it does not is compressed at 11, which saves 11 to 12 % (the
 * Marathi and Hindi home pages, the embed docs: the budgets' pages). One more than a fifth over the
 * mark would not fit even at 11, and stays at 5. A thousand-page site's Marathi pages are about the
 * mark's size: at 1,000 pages a language 92 of them were in reach, 29 s of CPU at 11.
 */
const SHARED_FILE = /\.(js|css|svg|webmanifest)$/;
const BEST = { quality: constants.BROTLI_MAX_QUALITY, level: constants.Z_BEST_COMPRESSION };
const LARGE_SHARED_FILE = 1024 * 1024;
const LARGE_SHARED = { quality: 9, level: constants.Z_BEST_COMPRESSION };
const PER_PAGE = { quality: 5, level: 6 };
/** The first retry of a page over the mark: the gzip copy stays 6's (the budgets count gzip at 6's size). */
const RETRY = { quality: 10, level: 6 };
const compressionLevels = (file: string, size: number) =>
  SHARED_FILE.test(file) ? (size > LARGE_SHARED_FILE ? LARGE_SHARED : BEST) : PER_PAGE;
/** A new connection's first round trip (ten TCP segments, 14,600 bytes) less the response headers' room. */
const FIRST_ROUND_TRIP_BROTLI = 13 * 1024;
/** Brotli 11 saves 10 to 12 % of 5's copy: beyond this, the retry's CPU buys no round trip. */
const WITHIN_REACH_AT_BEST = FIRST_ROUND_TRIP_BROTLI * 1.2;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The text files under `folder`, those changed since `since` when given. */
function textFiles(folder: string, since: number | undefined): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return textFiles(path, since);
    return isPrecompressed(entry.name) && (since === undefined || statSync(path).mtimeMs >= since) ? [path] : [];
  });
}

/** Brotli at `quality` and gzip at `level` of one file's bytes. */
async function compressedCopies(
  source: Buffer,
  { quality, level }: { quality: number; level: number },
): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` (brotli) and `<file>.gz` (gzip), at `compressionLevels`, beside each text file, where they
 * are smaller, so servers send them without compressing per request (nginx `gzip_static`, Caddy
 * `precompressed`, Apache's rewrite rules: deploy/). The results are kept in `cacheDir` by content hash: a
 * rebuild compresses only the files that changed (the cache keeps only the last build's files). zlib works in libuv's thread pool: a few
 * files at a time keep every core busy. An incremental build (host/vite/incremental/) gives `since`, its start:
 * files older than that it kept, with their copies, and the cache keeps every file.
 */
async function precompress(
  outDir: string,
  cacheDir: string,
  since: number | undefined,
): Promise<{ files: number; compressed: number; bytes: number; brotliBytes: number }> {
  mkdirSync(cacheDir, { recursive: true });
  const queue = textFiles(outDir, since);
  const totals = { files: queue.length, compressed: 0, bytes: 0, brotliBytes: 0 };
  const used = new Set<string>();
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const source = readFileSync(file);
      const hash = createHash('sha256').update(source).digest('hex');
      /** The copies at `levels`, from the cache or made (and kept there). */
      const copies = async (levels: { quality: number; level: number }) => {
        // The levels are part of the key: a file compressed at others is not the same copy.
        const key = `${hash}-q${levels.quality}-l${levels.level}`;
        used.add(key);
        const cached = join(cacheDir, key);
        if (existsSync(`${cached}.br`) && existsSync(`${cached}.gz`))
          return { br: readFileSync(`${cached}.br`), gz: readFileSync(`${cached}.gz`) };
        const made = await compressedCopies(source, levels);
        writeFileSync(`${cached}.br`, made.br);
        writeFileSync(`${cached}.gz`, made.gz);
        totals.compressed += 1;
        return made;
      };
      const levels = compressionLevels(file, source.length);
      let { br, gz } = await copies(levels);
      if (
        levels === PER_PAGE &&
        file.endsWith('.html') &&
        br.length > FIRST_ROUND_TRIP_BROTLI &&
        br.length <= WITHIN_REACH_AT_BEST
      ) {
        ({ br, gz } = await copies(RETRY));
        if (br.length > FIRST_ROUND_TRIP_BROTLI) ({ br, gz } = await copies(BEST));
      }
      totals.bytes += source.length;
      totals.brotliBytes += Math.min(br.length, source.length);
      // A copy no smaller than the file is left out, and one an incremental build kept from before removed.
      if (br.length < source.length) writeFileSync(`${file}.br`, br);
      else rmSync(`${file}.br`, { force: true });
      if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      else rmSync(`${file}.gz`, { force: true });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  if (since !== undefined) return totals;
  for (const name of readdirSync(cacheDir)) if (!used.has(name.replace(/\.(br|gz)$/, ''))) rmSync(join(cacheDir, name));
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
      cacheDir = join(config.cacheDir, 'precompressed');
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (buildFailed) return;
        const started = performance.now();
        const { files, compressed, bytes, brotliBytes } = await precompress(outDir, cacheDir, since());
        const mb = (count: number) => (count / 1024 / 1024).toFixed(1);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        this.info(
          `precompressed ${files} text files (${mb(bytes)} MB, ${mb(brotliBytes)} MB in brotli; ${compressed} not in the cache) in ${seconds} s`,
        );
      },
    },
  };
}
