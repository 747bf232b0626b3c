import type { DocumentMeta } from './shards';
import type { SnippetPart } from './snippet';

/**
 * The results page's first screen for a one-word query, worked out by the build
 * (data/search/build-first-screens.ts): the page paints
 * it from one small file (`s<n>.json`), without the index's base, its postings or the hits' own
 * files, which come after the first paint for the rest of the ten (widgets/page/search-page/).
 *
 * Each frequent term (`SCREEN_MIN_DOCUMENTS`, `SCREEN_TERMS`) has its first screen, the answer to
 * a query of that one word (its completions and near misses included, as the engine matches them):
 * how many hits, and the first few with their title, address and passage, the passage already cut
 * from the text (data/search/snippet.ts) so the file holds only the words shown. A query of a rarer
 * word finds no first screen in its file and is answered by the index, like a query of several
 * words. The terms are spread over the files by a hash of the term,
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

/**
 * About this many bytes of first screens in one file, four terms' or so (1.2 to 1.5 KB as sent at
 * the median, 4.5 KB at most): the file is on the results' critical path beside the stylesheets,
 * and on a phone's slow link every kilobyte of it delays them (at 12,000 bytes, 7 KB as sent, it
 * cost 0.1 s of Lighthouse's LCP).
 */
export const SCREEN_FILE_BYTES = 4000;

/**
 * A term has a first screen if a query of it reaches this many documents or more (its own and its
 * completions': `queryReach`, data/search/build-first-screens.ts). Half of an index's terms are in
 * one document and complete no other (a name, a number, a typing mistake): their queries are rare,
 * and the index answers them a round trip or two later.
 */
export const SCREEN_MIN_DOCUMENTS = 2;

/**
 * At most this many terms a language have a first screen, those whose queries reach most documents:
 * the build ranks each once, and looking up a term's near misses costs more as the vocabulary grows
 * (1 to 2 ms a term at 100,000 terms on this machine under load), so a large site's vocabulary
 * (hundreds of thousands of terms) does not set the build's time.
 */
export const SCREEN_TERMS = 5000;
