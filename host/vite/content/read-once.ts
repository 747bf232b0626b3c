import { readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { FileStamps } from './file-stamps.ts';
import { ReadCache } from './read-cache.ts';

/**
 * A data file read and checked once a process while it is unchanged: a build reads the site's
 * content in several places (the data check's own reading, the steps' shared environment,
 * import-site-module.ts, the bundle's Vite instance); at 10,000 pages a language parsing the same
 * YAML again in each was a third of the build's own time. Keyed by path, and by size and time of the
 * last change (`npm run dev` reads an edited file again). `kind` names the reader: a path is always
 * read by the same one (a page file by readPage, a record by readRecord).
 *
 * A build also keeps what each file gave between builds (`persistReadFiles`, read-cache.ts), by the
 * file's content and the code's hash: a republish parses and checks only the files that changed.
 */
const read = new Map<string, { stamp: string; result: unknown }>();
/**
 * What is kept between builds, by reader (`kind`: a page file, a record), each in
 * a folder of its own: a prerender worker reads the records alone, and loads no page's entries.
 */
let caches:
  | {
      folder: string;
      code: string;
      kinds: ReadonlySet<string> | undefined;
      by: Map<string, { results: ReadCache; stamps: FileStamps }>;
    }
  | undefined;
/** Where and for which code the files' results are kept between builds (`persistReadFiles`), once a build has said. */
let persisted: { folder: string; code: string } | undefined;

/** Beside a reader's shards (read-cache.ts names them by two hex digits). */
const STAMPS_FILE = 'stamps.bin';

/**
 * The cache of a reader's results, with the files' keys by their size and time (file-stamps.ts: a
 * file unchanged since the last build is then neither read nor hashed); undefined when none is
 * kept (outside a build, or a kind the process does not keep).
 */
function cacheOf(kind: string): { results: ReadCache; stamps: FileStamps } | undefined {
  if (!caches || (caches.kinds && !caches.kinds.has(kind))) return undefined;
  let cache = caches.by.get(kind);
  if (!cache) {
    const folder = join(caches.folder, kind);
    cache = { results: new ReadCache(folder, caches.code), stamps: new FileStamps(join(folder, STAMPS_FILE)) };
    caches.by.set(kind, cache);
  }
  return cache;
}

export function readOnce<T>(path: string, kind: string, parse: (text: string) => T): T {
  const stats = statSync(path);
  const stamp = `${kind}:${stats.size}:${stats.mtimeMs}`;
  const known = read.get(path);
  if (known?.stamp === stamp) return known.result as T;
  let text: string | undefined;
  const textNow = () => (text ??= readFileSync(path, 'utf8'));
  let result: T;
  const cache = cacheOf(kind);
  if (cache) {
    // The reader's result depends on the text and the path (its problems name the file).
    const key = cache.stamps.key(path, stats, () =>
      createHash('sha1').update(`${kind}\0${path}\0`).update(textNow()).digest('hex'),
    );
    const kept = cache.results.get(key) as T | undefined;
    result = kept ?? cache.results.keep(key, parse(textNow()));
  } else result = parse(textNow());
  read.set(path, { stamp, result });
  return result;
}

/**
 * From now on, what each file read gives is also kept in `folder` between builds, for the code of
 * hash `code` (the readers' and checks' code, the packages'): a build calls it before it reads
 * the content (host/vite/incremental/incremental-plugin.ts), and `saveReadFiles` saves it once
 * the build has read every file (import-site-module.ts). `kinds`: only these readers' (all when undefined).
 */
export function persistReadFiles(folder: string, code: string, kinds?: readonly string[]): void {
  caches = { folder, code, kinds: kinds && new Set(kinds), by: new Map() };
  persisted = { folder, code };
}

/** Where the files' results are kept between builds, for the prerender's workers (which read from it, and save nothing). */
export const persistedReadFiles = () => persisted;

/**
 * Saves what was kept so far and lets go of its bytes, and goes on keeping: a build calls it once
 * its data check has read the content (host/vite/checks/check-data-plugin.ts); what its later
 * steps read is saved with `saveReadFiles`.
 */
export function flushReadFiles(): void {
  for (const { results, stamps } of caches?.by.values() ?? []) {
    results.save();
    stamps.save();
  }
}

/** Saves what was kept between builds (what this build read: the entries of files gone or changed go), then stops keeping. */
export function saveReadFiles(): void {
  flushReadFiles();
  caches = undefined;
}

/** Work still reading the content (`readingUntil`), each settled as a value: never a rejection. */
const readers = new Set<Promise<void>>();

/**
 * The files read are not forgotten before `work` is done: a build's data check runs beside the
 * bundle (host/vite/checks/check-data-plugin.ts), and a republish's bundle (one empty page when
 * the site's bundle is kept) ends long before the check has loaded the sections it read the files
 * of: forgotten then, every record and page file was read, hashed and looked up again.
 */
export function readingUntil(work: Promise<unknown>): void {
  const done = work.then(
    () => undefined,
    () => undefined,
  );
  readers.add(done);
  void done.then(() => readers.delete(done));
}

/**
 * Forgets every file read: a build's steps are done with them (import-site-module.ts), and the
 * memory goes to the prerender. While work is still reading (`readingUntil`), once it is done.
 */
export function forgetReadFiles(): void {
  if (readers.size) void Promise.all(readers).then(forgetReadFiles);
  else read.clear();
}
