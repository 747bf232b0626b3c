import { indexOptions, searchOptions } from '../../../data/search/engine';
import { screenFileOf } from '../../../data/search/first-screens';
import { shardFileName } from '../../../data/search/shards';
import { tokenize } from '../../../data/search/tokenize';

/** What the search page knows of its language's index from its HTML (`SEARCH_CHUNKS_ID`, prerender-pages.ts). */
export interface SearchPageIndex {
  /** The first term of each postings chunk. */
  chunkFirstTerms: string[];
  /** How many files of first screens (data/search/first-screens.ts). */
  screenFiles: number;
  /** The search engine's script (`/assets/search-engine-….js`), which a query without a first screen waits for. */
  engine: string;
  /** The page's script (`/assets/search-page-….js`), which the step in its head asks for (host/pre-paint/search-chunks.ts). */
  page: string;
}

/** The query's words as the index holds them. */
const queryTerms = (query: string) => tokenize(query).map((word) => indexOptions.processTerm!(word) as string);

/**
 * A query of one word: that word as the index holds it, and the file its first screen would be in
 * (data/search/first-screens.ts), from which the page paints without the index. Undefined for
 * any other query, which the index answers (its base, then its postings chunks).
 */
export function queryScreen(query: string, screenFiles: number): { term: string; file: string } | undefined {
  const terms = queryTerms(query);
  if (terms.length !== 1 || screenFiles < 1) return undefined;
  return { term: terms[0]!, file: shardFileName.screens(screenFileOf(terms[0]!, screenFiles)) };
}

/**
 * The postings chunks (`t<n>.json`, data/search/shards.ts) a query's words are in, found from the
 * first term of each chunk alone (the search page has them: prerender-pages.ts), so the page's
 * script can ask for them before the index's base has arrived and been read. Each word's own
 * chunk, and for the last word, which also matches as a prefix, the chunks of its completions.
 * Its near misses (fuzzy matches) may be in other chunks: the index asks for those once open.
 */
export function queryChunks(query: string, firstTerms: readonly string[]): string[] {
  const words = queryTerms(query);
  const chunks = new Set<number>();
  words.forEach((word, at) => {
    // The last chunk whose first term is not after the word: the word is there if in the index.
    let own = 0;
    firstTerms.forEach((first, chunk) => {
      if (first <= word) own = chunk;
    });
    chunks.add(own);
    if (searchOptions.prefix(word, at, words))
      firstTerms.forEach((first, chunk) => {
        if (first.startsWith(word)) chunks.add(chunk);
      });
  });
  return [...chunks].sort((a, b) => a - b).map(shardFileName.chunk);
}

/**
 * Asks for a file with `<link rel="preload">` (an index file, as `fetch`) or `modulepreload` (the
 * engine): the page's later fetch or import of it takes the answer, which may be on its way by then.
 */
export function preload(rel: 'preload' | 'modulepreload', href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}

/**
 * The index files the search page preloads from its head for `query`: a one-word query's file of
 * first screens alone (the base and postings come after its results are painted), else the base
 * and the query's postings chunks.
 */
export function queryPreloads(query: string, index: SearchPageIndex): string[] {
  const screen = queryScreen(query, index.screenFiles);
  if (screen) return [screen.file];
  const chunks = queryChunks(query, index.chunkFirstTerms);
  return chunks.length ? [shardFileName.base, ...chunks] : [];
}
