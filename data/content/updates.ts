import type { Update } from '../schema/content';

/** One entry of an updates box: `[text, path]`, or a record's link (`recordLink`, data/records/queries.ts). */
export type UpdateEntry = [string, string] | { text: string; path: string; lang?: string };

/** An updates box (spec 2.5) from its entries, numbered from 1. */
export const updates = (...entries: UpdateEntry[]): Update[] =>
  entries.map((entry, index) => ({
    id: index + 1,
    ...(Array.isArray(entry) ? { text: entry[0], path: entry[1] } : entry),
  }));
