import { readFileSync, statSync } from 'node:fs';

/**
 * A data file read and checked once a process while it is unchanged: a build loads the site's
 * content in several steps (the data check, the route index, search, the sitemap, feeds, the
 * bundle), each with a Vite instance of its own; at 10,000 pages a language parsing the same YAML
 * again in each was a third of the build's own time. Keyed by path, and by size and time of the
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
