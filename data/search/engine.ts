import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import type { SearchDocument } from './documents';
import { normaliseWord, tokenize } from './tokenize';

/**
 * The search engine's settings, shared by the build (which writes the index) and
 * the browser (which loads it): MiniSearch 7, one index per language.
 */
export const STORED_FIELDS = ['url', 'title', 'section', 'text', 'lang', 'kind'] as const;

export const indexOptions: Options<SearchDocument> = {
  fields: ['title', 'section', 'headings', 'text'],
  storeFields: [...STORED_FIELDS],
  tokenize,
  processTerm: (term) => normaliseWord(term),
};

/**
 * Title words weigh most, then headings and document titles, then the section,
 * then body text. Every query word must match (AND); the last word matches as a
 * prefix (suggestions while typing) and words of 5 letters or more forgive one
 * typing mistake in 5.
 */
export const searchOptions: SearchOptions = {
  boost: { title: 4, headings: 2, section: 1.5, text: 1 },
  combineWith: 'AND',
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
};

export type StoredHit = Pick<SearchDocument, (typeof STORED_FIELDS)[number]>;
export type Hit = StoredHit & { terms: string[]; score: number };

export function buildIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  return index;
}

/** The index as the build writes it (`/search/<lang>.json`). */
export const serialiseIndex = (index: MiniSearch<SearchDocument>): string => JSON.stringify(index);

export const loadIndex = (json: string): MiniSearch<SearchDocument> => MiniSearch.loadJSON(json, indexOptions);

export function runQuery(index: MiniSearch<SearchDocument>, query: string, limit = Infinity): Hit[] {
  if (tokenize(query).length === 0) return [];
  return index
    .search(query, searchOptions)
    .slice(0, limit)
    .map((result: SearchResult) => ({
      url: result.url as string,
      title: result.title as string,
      section: result.section as string,
      text: result.text as string,
      lang: result.lang as string,
      kind: result.kind as StoredHit['kind'],
      terms: result.terms,
      score: result.score,
    }));
}
