import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

/**
 * Where a build keeps the copies it made above `PER_PAGE`'s levels (a shared file's, a page's retry), by
 * content hash and levels, under Vite's cache folder. Copies at `PER_PAGE` are made again: brotli 5 and
 * gzip 6 of a page or a search shard cost about as much as reading the cache's two files, and keeping
 * them cost two more files a file (opening files was a large share of the build's CPU profile).
 */
export const compressedCopiesCache = (viteCacheDir: string) => join(viteCacheDir, 'precompressed');

/** The copies a build used from the cache or made, and where: the full build's cache keeps only these. */
export interface CopiesCache {
  folder: string;
  /** The cache entries used (file names less `.br` / `.gz`). */
  used: Set<string>;
}

/** Brotli at `quality` and gzip at `level` of one file's bytes (zlib works in libuv's thread pool). */
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
 * Writes `<file>.br` (brotli) and `<file>.gz` (gzip) of `source`, the bytes of `file`, at
 * `compressionLevels` (and the retry rule above), where they are smaller; a copy no smaller is left
 * out, and one an incremental build kept from before removed. The copies above `PER_PAGE`'s levels come
 * from `cache` when it holds them, and are kept there when made. Returns whether any were made (not from the cache) and
 * the brotli copy's size (the file's own, where that is smaller).
 */
export async function writeCompressedCopies(
  file: string,
  source: Buffer,
  cache: CopiesCache,
): Promise<{ made: boolean; brotliBytes: number }> {
  let hash: string | undefined;
  let made = false;
  /** The copies at `levels`, from the cache or made (and kept there), those at `PER_PAGE` made. */
  const copies = async (levels: { quality: number; level: number }) => {
    if (levels === PER_PAGE) {
      made = true;
      return compressedCopies(source, levels);
    }
    hash ??= createHash('sha256').update(source).digest('hex');
    // The levels are part of the key: a file compressed at others is not the same copy.
    const key = `${hash}-q${levels.quality}-l${levels.level}`;
    cache.used.add(key);
    const cached = join(cache.folder, key);
    if (existsSync(`${cached}.br`) && existsSync(`${cached}.gz`))
      return { br: readFileSync(`${cached}.br`), gz: readFileSync(`${cached}.gz`) };
    const fresh = await compressedCopies(source, levels);
    writeFileSync(`${cached}.br`, fresh.br);
    writeFileSync(`${cached}.gz`, fresh.gz);
    made = true;
    return fresh;
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
  if (br.length < source.length) writeFileSync(`${file}.br`, br);
  else rmSync(`${file}.br`, { force: true });
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
  else rmSync(`${file}.gz`, { force: true });
  return { made, brotliBytes: Math.min(br.length, source.length) };
}
