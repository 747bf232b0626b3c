import type { Options, SearchOptions } from 'minisearch';
import type { SearchDocument } from './documents';
import { normaliseWord, tokenize } from './tokenize';

/**
 * The search engine's settings, shared by the build (which writes the index)
 * and the browser (which queries it, data/search/sharded-index.ts): MiniSearch 7,
 * one index per language. Nothing is stored in the index itself: titles and
 * texts go to their own small files (data/search/shards.ts).
 */
export const indexOptions: Options<SearchDocument> = {
  fields: ['title', 'section', 'headings', 'text'],
  storeFields: [],
  tokenize,
  processTerm: (term) => normaliseWord(term),
};

/**
 * Title words weigh most, then headings and document titles, then the section,
 * then body text. Every query word must match (AND); the last word matches as a
 * prefix (suggestions while typing) and words of 5 letters or more forgive one
 * typing mistake in 5.
 */
export const searchOptions = {
  boost: { title: 4, headings: 2, section: 1.5, text: 1 } as Record<string, number>,
  combineWith: 'AND',
  prefix: (term: string, index: number, terms: string[]) => index === terms.length - 1 && term.length >= 2,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
} satisfies SearchOptions;

/** A result as the search box and the results page show it. */
export interface Hit extends Pick<SearchDocument, 'url' | 'title' | 'section' | 'text' | 'lang' | 'kind'> {
  /** Its number in the index (MiniSearch's short id), which finds its title and text files. */
  document: number;
  /** The index's words that matched (normalised), for marking them in the snippet. */
  terms: string[];
  score: number;
}
