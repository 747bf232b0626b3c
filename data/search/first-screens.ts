import SearchableMap from 'minisearch/SearchableMap';
import type { SearchDocument } from './documents';
import { expandQuery, rank, type FieldList } from './scorer';
import type { DocumentMeta, ShardBase } from './shards';
import { snippet, type SnippetPart } from './snippet';

/**
 * The results page's first screen for a one-word query, worked out by the build: the page paints
 * it from one small file (`s<n>.json`), without the index's base, its postings or the hits' own
 * files, which come after the first paint for the rest of the ten (widgets/page/search-page/).
 *
 * Each indexed term has its first screen, the answer to a query of that one word (its completions
 * and near misses included, as the engine matches them): how many hits, and the first few with
 * their title, address and passage, the passage already cut from the text (data/search/snippet.ts)
 * so the file holds only the words shown. The terms are spread over the files by a hash of the term,
 * so the page finds a word's file from the word and the number of files alone.
 */

/**
 * Results of the search page shown first, before the rest of its ten: what a phone's first screen
 * shows (two or three). A query of several words (or a word not in the index) has no first screen
 * of its own and downloads these hits' files first, in one round of HTTP/1.1's six connections.
 */
export const FIRST_SCREEN_RESULTS = 4;

/** A passage: its plain texts as strings, its matched words (drawn in `<mark>`) as one-string arrays. */
export type PassageParts = Array<string | [string]>;

/** A hit of a first screen: what the results list shows of it. */
export type ScreenHit = [...DocumentMeta, passage: PassageParts];

/** A one-word query's first screen: how many documents match, and the first ones. */
export type FirstScreen = [total: number, hits: ScreenHit[]];

/** A file of first screens, by the term (as the index holds it). */
export type FirstScreens = Record<string, FirstScreen>;

/** The file a term's first screen is in, of `files`: FNV-1a of its UTF-16 units (the page's head computes it too). */
export function screenFileOf(term: string, files: number): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < term.length; at++) hash = Math.imul(hash ^ term.charCodeAt(at), 0x01000193);
  return (hash >>> 0) % files;
}

export const passageParts = (parts: SnippetPart[]): PassageParts =>
  parts.map(({ text, mark }) => (mark ? [text] : text));

export const snippetParts = (parts: PassageParts): SnippetPart[] =>
  parts.map((part) => (typeof part === 'string' ? { text: part, mark: false } : { text: part[0], mark: true }));

/** Most bytes of first screens in one file (its gzip is about a quarter: one file is a small download). */
export const SCREEN_FILE_BYTES = 12000;

/**
 * Every term's first screen, spread over files of about `fileBytes`, ranked by the engine's own
 * functions (data/search/scorer.ts) over the postings the build has just made: the same as a
 * search of the built index (tests/unit/search-first-screens.test.ts).
 */
export function firstScreenFiles(
  base: ShardBase,
  postings: FieldList[][],
  documents: SearchDocument[],
  meta: (document: SearchDocument) => DocumentMeta,
  fileBytes = SCREEN_FILE_BYTES,
): FirstScreens[] {
  const vocabulary = SearchableMap.from(base.terms.map((term, position): [string, number] => [term, position]));
  const encoder = new TextEncoder();
  let bytes = 0;
  const screens = base.terms.map((term): [string, FirstScreen] => {
    const expanded = expandQuery([term], vocabulary);
    const { total, top } = rank(base, [term], expanded, (position) => postings[position]!, FIRST_SCREEN_RESULTS);
    const hits = top.map(({ document, terms }): ScreenHit => {
      const { text } = documents[document]!;
      return [...meta(documents[document]!), text ? passageParts(snippet(text, terms)) : []];
    });
    const screen: FirstScreen = [total, hits];
    bytes += encoder.encode(JSON.stringify(term)).length + encoder.encode(JSON.stringify(screen)).length + 2;
    return [term, screen];
  });
  const files: FirstScreens[] = Array.from({ length: Math.max(1, Math.ceil(bytes / fileBytes)) }, () => ({}));
  for (const [term, screen] of screens) files[screenFileOf(term, files.length)]![term] = screen;
  return files;
}
