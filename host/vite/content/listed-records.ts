import { deserialize, serialize } from 'node:v8';

/**
 * Each kind's records in each language as the build's thread listed them (records-plugin.ts
 * `kindRecords`), serialized, for the prerender's workers: each worker had listed, read, hashed
 * and checked every record file again for What's new, the archive, the events and news widgets
 * and its sections' queries (at 10,000 pages a language, 20,000 files in each worker). The
 * build's thread lists them for the bundle anyway; a worker given the lists deserializes them.
 * Bytes, not objects: they wait in the build's thread from the bundle to the prerender, outside
 * its heap.
 */
type Lists = Map<string, Uint8Array>;

/** The lists the build's thread keeps (`keepListedRecords`), or undefined when it keeps none (outside a build). */
let kept: Lists | undefined;
/** The lists a worker was given (`giveListedRecords`). */
let given: Lists | undefined;

const listKey = (root: string, kind: string, lang: string | null) => JSON.stringify([root, kind, lang]);

/** From now on each kind's list in each language is kept as made, the first time (a build's start). */
export function keepListedRecords(): void {
  kept = new Map();
}

/** What was kept, to hand to the workers, and stops keeping (the build's thread lets go of it). */
export function takeListedRecords(): Record<string, Uint8Array> {
  const lists = Object.fromEntries(kept ?? []);
  kept = undefined;
  return lists;
}

/** In a worker: the lists the build's thread made (`takeListedRecords`), read instead of the files. */
export function giveListedRecords(lists: Record<string, Uint8Array>): void {
  given = new Map(Object.entries(lists));
}

/** A kind's list in a language, when the build's thread gave it: a copy of its own for each caller. */
export function givenRecordList<T>(root: string, kind: string, lang: string | null): T | undefined {
  const bytes = given?.get(listKey(root, kind, lang));
  return bytes && (deserialize(bytes) as T);
}

/** Keeps a kind's list in a language as made, when the build keeps them and has not yet this one. */
export function keepRecordList(root: string, kind: string, lang: string | null, list: unknown): void {
  const key = listKey(root, kind, lang);
  if (kept && !kept.has(key)) kept.set(key, serialize(list));
}
