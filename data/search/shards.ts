import type { SearchDocument } from './documents';
import { indexOptions } from './engine';
import type { FirstScreens } from './first-screens';

/**
 * A language's MiniSearch index, written as small files so that a query downloads
 * only what it needs (the whole index is megabytes at 10,000 pages):
 *
 * - `base.json` (fetched on focus): the document count, field lengths and average
 *   lengths (for BM25), the sorted vocabulary and where each postings chunk starts;
 * - `t<n>.json`: the postings of a run of consecutive terms (a chunk), so a word,
 *   its prefix completions and its near misses sit in few chunks;
 * - `m<n>.json`: title, section, URL, kind and language of a group of documents,
 *   fetched for the hits a search box shows;
 * - `x<n>.json`: the same of a smaller group, with each one's body text, fetched for the
 *   results page's hits and their snippets: one file a hit, without waiting for the `m`
 *   files (the page's results paint one round trip sooner);
 * - `s<n>.json`: the results page's first screen of every one-word query, its hits' passages
 *   cut, by a hash of the word (added by `withFirstScreens`, data/search/first-screens.ts): such a
 *   query paints from it alone, before the base and the postings.
 *
 * Scores are MiniSearch's own: every term the query can match is loaded whole, so
 * a search over the loaded terms equals a search over the whole index.
 */
export const SHARD_FORMAT = 3;

/** A term's postings in one field: document numbers as gaps from the previous one, and term frequencies. */
export type FieldPostings = [fieldId: number, gaps: number[], frequencies: number[]];
export type TermPostings = FieldPostings[];

export interface ShardBase {
  format: typeof SHARD_FORMAT;
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Field lengths of document n at `n * fields … n * fields + fields - 1`. */
  fieldLength: number[];
  /** Every indexed term, sorted. */
  terms: string[];
  /** Position in `terms` of the first term of each chunk (`t<n>.json`). */
  chunkStarts: number[];
  metaGroup: number;
  textGroup: number;
  /** How many files of first screens (`s<n>.json`): data/search/first-screens.ts. */
  screenFiles: number;
}

/** What the results list needs of a document (its text apart). */
export type DocumentMeta = [url: string, title: string, section: string, kind: SearchDocument['kind'], lang: string];

/** What the results page needs of a document: the same and its body text, for the snippet. */
export type DocumentWithText = [...DocumentMeta, text: string];

export interface ShardFiles {
  base: ShardBase;
  chunks: TermPostings[][];
  metas: DocumentMeta[][];
  texts: DocumentWithText[][];
  screens: FirstScreens[];
}

export interface ShardSizes {
  /** Most characters of postings in one chunk (a single larger term gets a chunk of its own). */
  chunkCharacters: number;
  metaGroup: number;
  textGroup: number;
}

export const DEFAULT_SHARD_SIZES: ShardSizes = { chunkCharacters: 12000, metaGroup: 32, textGroup: 1 };

export const shardFileName = {
  base: 'base.json',
  chunk: (n: number) => `t${n}.json`,
  meta: (n: number) => `m${n}.json`,
  text: (n: number) => `x${n}.json`,
  screens: (n: number) => `s${n}.json`,
};

export const documentMeta = (document: SearchDocument): DocumentMeta => [
  document.url,
  document.title,
  document.section,
  document.kind,
  document.lang,
];

/** One term's postings while indexing: per field, the documents holding it (ascending) and how often. */
type Building = Array<{ documents: number[]; frequencies: number[] } | undefined>;

/**
 * One document's words as the index counts them, field by field (`indexOptions.fields`' order):
 * the field's length (MiniSearch counts its distinct words before processing), and each term with
 * how often the field holds it. The build keeps it by the document's content
 * (host/vite/search/analysis-cache.ts), so an unchanged document is not read again.
 */
export type DocumentAnalysis = Array<[length: number, terms: string[], counts: number[]]>;

export function analyseDocument(document: SearchDocument): DocumentAnalysis {
  const tokenize = indexOptions.tokenize!;
  const processTerm = indexOptions.processTerm!;
  return (indexOptions.fields as Array<keyof SearchDocument>).map((field) => {
    const tokens = tokenize(String(document[field]), field);
    const counts = new Map<string, number>();
    for (const token of tokens) {
      const term = processTerm(token, field) as string;
      if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    return [new Set(tokens).size, [...counts.keys()], [...counts.values()]];
  });
}

/**
 * Indexes `documents` (document n is `documents[n]`) straight into the files,
 * exactly as MiniSearch's `addAll` with the site's options would (same words,
 * same field lengths, same running averages: tests/unit/search.test.ts checks
 * that the scores are identical) but without its in-memory tree, which took
 * most of the build time at 10,000 pages. `analyse` reads a document's words (`analyseDocument`,
 * or the build's cache of it).
 */
export function indexDocuments(
  documents: SearchDocument[],
  sizes: ShardSizes = DEFAULT_SHARD_SIZES,
  analyse: (document: SearchDocument) => DocumentAnalysis = analyseDocument,
): ShardFiles {
  const fields = indexOptions.fields as Array<keyof SearchDocument>;
  const postings = new Map<string, Building>();
  const fieldLength = Array.from<number>({ length: documents.length * fields.length }).fill(0);
  const averageFieldLength = fields.map(() => 0);
  documents.forEach((document, n) => {
    analyse(document).forEach(([length, terms, counts], fieldId) => {
      fieldLength[n * fields.length + fieldId] = length;
      averageFieldLength[fieldId] = (averageFieldLength[fieldId]! * n + length) / (n + 1);
      terms.forEach((term, at) => {
        let byField = postings.get(term);
        if (!byField) postings.set(term, (byField = []));
        const list = (byField[fieldId] ??= { documents: [], frequencies: [] });
        list.documents.push(n);
        list.frequencies.push(counts[at]!);
      });
    });
  });

  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const chunks: TermPostings[][] = [];
  const chunkStarts: number[] = [];
  let characters = Infinity;
  terms.forEach((term, position) => {
    const encoded: TermPostings = [];
    postings.get(term)!.forEach((list, fieldId) => {
      if (!list) return;
      const gaps = list.documents.map((document, at) => document - (list.documents[at - 1] ?? 0));
      encoded.push([fieldId, gaps, list.frequencies]);
    });
    // Roughly its JSON length: a gap and a frequency of a few characters each per document.
    const size = encoded.reduce((sum, [, gaps]) => sum + gaps.length * 5, 0);
    if (characters + size > sizes.chunkCharacters) {
      chunks.push([]);
      chunkStarts.push(position);
      characters = 0;
    }
    chunks.at(-1)!.push(encoded);
    characters += size;
  });

  const groups = <T>(size: number, item: (document: SearchDocument) => T): T[][] =>
    Array.from({ length: Math.ceil(documents.length / size) }, (_, group) =>
      documents.slice(group * size, group * size + size).map(item),
    );
  const base: ShardBase = {
    format: SHARD_FORMAT,
    documentCount: documents.length,
    fieldIds: Object.fromEntries(fields.map((field, fieldId) => [field, fieldId])),
    averageFieldLength,
    fieldLength,
    terms,
    chunkStarts,
    metaGroup: sizes.metaGroup,
    textGroup: sizes.textGroup,
    // Filled in by withFirstScreens (data/search/first-screens.ts), which the build calls.
    screenFiles: 0,
  };
  return {
    base,
    chunks,
    metas: groups(sizes.metaGroup, documentMeta),
    texts: groups(sizes.textGroup, (document): DocumentWithText => [...documentMeta(document), document.text]),
    screens: [],
  };
}

/** Every file of a sharded index, by its name in the language's folder, as JSON text. */
export function shardFileContents(files: ShardFiles): Array<[name: string, json: string]> {
  return [
    [shardFileName.base, JSON.stringify(files.base)],
    ...files.chunks.map((chunk, n): [string, string] => [shardFileName.chunk(n), JSON.stringify(chunk)]),
    ...files.metas.map((group, n): [string, string] => [shardFileName.meta(n), JSON.stringify(group)]),
    ...files.texts.map((group, n): [string, string] => [shardFileName.text(n), JSON.stringify(group)]),
    ...files.screens.map((screens, n): [string, string] => [shardFileName.screens(n), JSON.stringify(screens)]),
  ];
}

/** The files of a sharded index served from memory (tests, and the dev server's stand-in for the build). */
export function shardsInMemory(files: ShardFiles): (name: string) => Promise<unknown> {
  const byName = new Map(shardFileContents(files));
  return async (name) => {
    const json = byName.get(name);
    if (json === undefined) throw new Error(`no search index file ${name}`);
    return JSON.parse(json);
  };
}
