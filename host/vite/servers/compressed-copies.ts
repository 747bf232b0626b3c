import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_ROUND_TRIP_BODY } from './first-round-trip.mjs';

/**
 * Brotli's quality and gzip's level by file: their best (11, 9) for the files every page shares
 * (scripts, styles, the icon sprite, the web manifest: a few dozen, downloaded once and cached);
 * brotli 5 and gzip 6 for the pages, brotli 5 and no gzip copy for the data there is one of a page
 * or a record (page data, search shards, feeds, sitemaps): the number of both grows with the site.
 * Brotli 11 costs about 0.2 s of CPU for a page of 100 KB, 5 costs 1 to 2 ms for a copy about 12 %
 * larger (still smaller than gzip -9's). A page keeps its gzip copy because nginx without its
 * brotli module (Debian's default) sends it to every browser; a data file is small, and the servers
 * gzip it as they send it where a browser takes no brotli (deploy/: nginx `gzip on`, Apache's
 * mod_deflate, Caddy's `encode gzip`; `npm start` too): at 1,000 pages a language the data's gzip copies
 * were 14,000 of the 36,000 copies written and a sixth of their CPU.
 * A shared file over `LARGE_SHARED_FILE` (the desk's vendored editor, 5 MB: only webmasters load
 * it) is compressed at brotli 9: 11 took 21 s of a build's CPU for it, 9 takes 2 s for a copy 10 %
 * larger.
 */
interface Levels {
  quality: number;
  /** gzip's level; none: no gzip copy (the servers gzip the file as they send it). */
  level?: number;
}
const SHARED_FILE = /\.(js|css|svg|webmanifest)$/;
const BEST: Levels = { quality: constants.BROTLI_MAX_QUALITY, level: constants.Z_BEST_COMPRESSION };
const LARGE_SHARED_FILE = 1024 * 1024;
const LARGE_SHARED: Levels = { quality: 9, level: constants.Z_BEST_COMPRESSION };
const PAGE: Levels = { quality: 5, level: 6 };
const DATA: Levels = { quality: 5 };
function compressionLevels(file: string, size: number): Levels {
  if (SHARED_FILE.test(file)) return size > LARGE_SHARED_FILE ? LARGE_SHARED : BEST;
  return file.endsWith('.html') ? PAGE : DATA;
}

/** Whether the build writes a gzip copy of the file at `path` (where it is smaller): shared files and pages. */
export const hasGzipCopy = (path: string) => compressionLevels(path, 0).level !== undefined;

/**
 * A page whose brotli 5 copy is over `FIRST_ROUND_TRIP_BODY` would need a second round trip with
 * its response headers (the CSP is long): 0.15 s of a phone's first paint. It is compressed again up
 * this ladder, cheapest first, until a copy is under the mark. `atMost` is the smallest share of
 * the copy before it that a quality's copy was found to be (`npm run bench -- 3000`, 80 pages whose
 * brotli 5 copy was between 13 and 15.6 KB, 98 KB raw: 7 gave 0.969 to 0.980 of 5's in about 4 ms,
 * 10 gave 0.914 to 0.934 of 7's in about 40 ms, 11 gave 0.966 to 0.980 of 10's in about 200 ms),
 * a little less for other pages' sake. A rung is tried only while the rungs left could still bring the
 * copy under the mark: the costly ones are spent only on pages they can bring into one round trip. At
 * 3,000 pages a language one page in eight was over the mark; trying 10 and then 11 on each took
 * most of the build's time. The mark is the one the budgets hold the served pages to
 * (tests/tools/budgets.mjs): the embed docs' copy is 14,071 bytes at 10, 13,785 at 11, under it.
 */
const PAGE_LADDER = [
  { quality: 7, atMost: 0.96 },
  { quality: 10, atMost: 0.9 },
  { quality: 11, atMost: 0.96 },
];

/**
 * A file smaller than this has no copies: compressed or not, it comes in one round trip, and the servers
 * compress it as they send it all the same (deploy/). At 1,000 pages a language one text file in six is
 * this small (most of them search shards), and creating a file costs more than compressing a small one.
 */
const SMALLEST_COMPRESSED = 1024;

/** Brotli copies at or above this quality are kept in the cache: below it, making one costs about as much as reading one. */
const CACHED_FROM_QUALITY = 9;

/**
 * Where a build keeps the copies that are costly to make (a shared file's, a page's brotli 10 and
 * 11), by content hash and setting, under Vite's cache folder. Cheap copies are made again: brotli 5
 * (or 7) and gzip 6 of a page or a search shard cost about as much as reading the cache's file, and keeping
 * them cost more files (opening files was a large share of the build's CPU profile).
 */
export const compressedCopiesCache = (viteCacheDir: string) => join(viteCacheDir, 'precompressed');

/** The copies a build used from the cache or made, and where: the full build's cache keeps only these. */
export interface CopiesCache {
  folder: string;
  /** The names of the cache's files used. */
  used: Set<string>;
}

const brotliOf = (source: Buffer, quality: number) =>
  brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });

/**
 * Writes `<file>.br` (brotli) and, for a page or a shared file, `<file>.gz` (gzip) of `source`, the
 * bytes of `file` (unless it is under `SMALLEST_COMPRESSED`), at `compressionLevels` (and a page up
 * `PAGE_LADDER`), where they are smaller; a copy no smaller is left
 * out, and one an incremental build kept from before removed. Costly copies come from `cache` when it
 * holds them, and are kept there when made. Returns whether any copy was made (not from the cache) and
 * the brotli copy's size (the file's own, where that is smaller).
 */
function writeCompressedCopies(
  file: string,
  source: Buffer,
  cache: CopiesCache,
): { made: boolean; brotliBytes: number } {
  if (source.length < SMALLEST_COMPRESSED) {
    for (const extension of ['.br', '.gz']) rmSync(file + extension, { force: true });
    return { made: false, brotliBytes: source.length };
  }
  let hash: string | undefined;
  let made = false;
  /** `make()`'s copy, from the cache when `costly` (kept there when made). */
  const copy = (name: string, costly: boolean, make: () => Buffer): Buffer => {
    if (!costly) {
      made = true;
      return make();
    }
    hash ??= createHash('sha256').update(source).digest('hex');
    const key = `${hash}-${name}`;
    cache.used.add(key);
    const cached = join(cache.folder, key);
    if (existsSync(cached)) return readFileSync(cached);
    const fresh = make();
    writeFileSync(cached, fresh);
    made = true;
    return fresh;
  };
  const brotliAt = (quality: number) =>
    copy(`br${quality}`, quality >= CACHED_FROM_QUALITY, () => brotliOf(source, quality));
  const { quality, level } = compressionLevels(file, source.length);
  let br = brotliAt(quality);
  if (quality === PAGE.quality && file.endsWith('.html')) br = underFirstRoundTrip(br, brotliAt);
  const gz =
    level === undefined
      ? undefined
      : copy(`gz${level}`, level === constants.Z_BEST_COMPRESSION, () => gzipSync(source, { level }));
  writeWhereSmaller(`${file}.br`, br, source);
  writeWhereSmaller(`${file}.gz`, gz, source);
  return { made, brotliBytes: Math.min(br.length, source.length) };
}

/** Writes `copy` at `path` if it is smaller than `source`; else removes any copy there from an earlier build. */
function writeWhereSmaller(path: string, copy: Buffer | undefined, source: Buffer): void {
  if (copy && copy.length < source.length) writeFileSync(path, copy);
  else rmSync(path, { force: true });
}

/** A page's smallest brotli copy up `PAGE_LADDER` from `first`, stopping under the mark or out of its reach. */
function underFirstRoundTrip(first: Buffer, brotliAt: (quality: number) => Buffer): Buffer {
  let smallest = first;
  for (const [rung, { quality }] of PAGE_LADDER.entries()) {
    const best = PAGE_LADDER.slice(rung).reduce((bytes, { atMost }) => bytes * atMost, smallest.length);
    if (smallest.length <= FIRST_ROUND_TRIP_BODY || best > FIRST_ROUND_TRIP_BODY) break;
    const next = brotliAt(quality);
    if (next.length < smallest.length) smallest = next;
  }
  return smallest;
}

/** What one share of the files came to: precompress-plugin.ts adds the shares up. */
export interface ShareTotals {
  files: number;
  /** Files with a copy made (not all from the cache). */
  compressed: number;
  bytes: number;
  brotliBytes: number;
  /** The names of the cache's files used. */
  used: Set<string>;
}

/**
 * Reads each of `files` and writes its copies (`writeCompressedCopies`), the costly ones kept in
 * `cacheFolder`. Synchronous: it runs in a worker thread of its own (compress-worker.mjs), where
 * zlib's one-call functions cost about a quarter less CPU than its streams did on the build's thread.
 */
export function compressShare(files: string[], cacheFolder: string): ShareTotals {
  const cache: CopiesCache = { folder: cacheFolder, used: new Set() };
  const totals = { files: files.length, compressed: 0, bytes: 0, brotliBytes: 0, used: cache.used };
  for (const file of files) {
    const source = readFileSync(file);
    const { made, brotliBytes } = writeCompressedCopies(file, source, cache);
    if (made) totals.compressed += 1;
    totals.bytes += source.length;
    totals.brotliBytes += brotliBytes;
  }
  return totals;
}
