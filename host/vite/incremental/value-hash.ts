import { createHash, type Hash } from 'node:crypto';

/**
 * Adds `value` to `hash` as its JSON, an array element by element: a data set made from the whole
 * content (every route, every search document of a language) can be longer as one JSON text than
 * the longest string V8 makes (about 512 million characters: at 3,000 pages a language one of
 * data/check-all.ts's data sets was). The same value always gives the same text; an element JSON cannot write (undefined, a
 * function) is written as `null`, as JSON.stringify writes it in an array.
 */
function addValue(hash: Hash, value: unknown): void {
  if (!Array.isArray(value)) {
    hash.update(JSON.stringify(value) ?? 'null');
    return;
  }
  hash.update('[');
  for (const item of value as unknown[]) {
    addValue(hash, item);
    hash.update(',');
  }
  hash.update(']');
}

/** The hash of `parts` (each as its JSON, `addValue`), hex. */
export function valueHash(...parts: unknown[]): string {
  const hash = createHash('sha256');
  addValue(hash, parts);
  return hash.digest('hex');
}
