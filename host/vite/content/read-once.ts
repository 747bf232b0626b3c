import { readFileSync, statSync } from 'node:fs';

/**
 * A data file read and checked once a process while it is unchanged: a build reads the site's
 * content in several places (the data check's own reading, the steps' shared environment,
 * import-site-module.ts, the bundle's Vite instance); at 10,000 pages a language parsing the same
 * YAML again in each was a third of the build's own time. Keyed by path, and by size and time of the
 * last change (`npm run dev` reads an edited file again). `kind` names the reader: a path is always
 * read by the same one (a page file by readPage, a record by readRecord).
 */
const read = new Map<string, { stamp: string; result: unknown }>();

export function readOnce<T>(path: string, kind: string, parse: (text: string) => T): T {
  const stats = statSync(path);
  const stamp = `${kind}:${stats.size}:${stats.mtimeMs}`;
  const known = read.get(path);
  if (known?.stamp === stamp) return known.result as T;
  const result = parse(readFileSync(path, 'utf8'));
  read.set(path, { stamp, result });
  return result;
}

/** Forgets every file read: a build's steps are done with them (import-site-module.ts), and the memory goes to the prerender. */
export function forgetReadFiles(): void {
  read.clear();
}
