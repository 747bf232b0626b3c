import SearchableMap from 'minisearch/SearchableMap';
import type { SearchDocument } from './documents';
import {
  FIRST_SCREEN_RESULTS,
  passageParts,
  type PassageParts,
  SCREEN_FILE_BYTES,
  SCREEN_MIN_DOCUMENTS,
  SCREEN_TERMS,
  screenFileOf,
  type FirstScreen,
  type FirstScreens,
  type ScreenHit,
} from './first-screens';
import { expandQuery, rank, rankScratch, type DerivedTerm, type FieldList } from './scorer';
import { searchOptions } from './engine';
import { decodePostings } from './sharded-index';
import { documentMeta, type ShardFiles } from './shards';
import { snippetOf, snippetSource, type SnippetSource } from './snippet';

/**
 * How many documents each term's postings hold, a document in two of its fields counted once:
 * marked in one table by the term's number, not gathered in a set a term (the vocabulary has
 * tens of thousands of terms, and a republish counts them all again).
 */
function distinctDocuments(postings: FieldList[][]): number[] {
  // A field's documents are ascending: its last is its largest.
  let largest = -1;
  for (const fields of postings)
    for (const { documents } of fields) largest = Math.max(largest, documents.at(-1) ?? -1);
  /** Each document's last counted term, as its number + 1 (0: none yet). */
  const countedFor = new Uint32Array(largest + 1);
  return postings.map((fields, position) => {
    let count = 0;
    for (const { documents } of fields)
      for (const document of documents)
        if (countedFor[document] !== position + 1) {
          countedFor[document] = position + 1;
          count += 1;
        }
    return count;
  });
}

/**
 * How many documents a query of each term reaches, counted cheaply: the documents of the term and
 * of its completions (the terms after it in the sorted vocabulary that it starts, which the query
 * matches as a prefix: "exam" reaches "examination"'s documents), a document holding two of them
 * counted twice. Near misses are not counted: finding them is the cost being bounded.
 */
export function queryReach(terms: string[], postings: FieldList[][]): number[] {
  const own = distinctDocuments(postings);
  // `sums[n]`: the documents of the first n terms, so a run of terms is one subtraction.
  const sums = [0];
  own.forEach((documents, position) => sums.push(sums[position]! + documents));
  return terms.map((term, position) => {
    let end = position + 1;
    if (searchOptions.prefix(term, 0, [term])) {
      // The first term after the completions, found by halving: the vocabulary is sorted.
      let high = terms.length;
      while (end < high) {
        const middle = (end + high) >> 1;
        if (terms[middle]!.startsWith(term)) end = middle + 1;
        else high = middle;
      }
    }
    return sums[end]! - sums[position]!;
  });
}

/**
 * The terms that get a first screen: those whose query reaches at least `SCREEN_MIN_DOCUMENTS`
 * documents (`queryReach`), at most the `limit` that reach most (ties in the vocabulary's order, so
 * the build is deterministic), in the vocabulary's order.
 */
export function screenTerms(terms: string[], postings: FieldList[][], limit = SCREEN_TERMS): string[] {
  const reach = queryReach(terms, postings);
  return terms
    .map((_, position) => position)
    .filter((position) => reach[position]! >= SCREEN_MIN_DOCUMENTS)
    .sort((a, b) => reach[b]! - reach[a]! || a - b)
    .slice(0, limit)
    .sort((a, b) => a - b)
    .map((position) => terms[position]!);
}

/**
 * What the build keeps of first screens between builds (host/vite/search/analysis-cache.ts), each
 * made by its `make` when not kept: a hit's passage, for `document` and its matched `terms`; the
 * index terms a query of `term` matches in the vocabulary `terms`, kept while no word added to the
 * vocabulary since is one it would match (`matchesAny`: whether a query of `term` matches any of
 * `words`) and none it matched was removed.
 */
export interface FirstScreenCache {
  passage(document: SearchDocument, terms: string[], make: () => PassageParts): PassageParts;
  expansion(
    vocabulary: string[],
    term: string,
    make: () => DerivedTerm[][],
    matchesAny: (words: SearchableMap<number>) => boolean,
  ): DerivedTerm[][];
}

const noCache: FirstScreenCache = {
  passage: (_document, _terms, make) => make(),
  expansion: (_terms, _term, make) => make(),
};

/**
 * `files` (data/search/shards.ts) with the first screens of its frequent terms (`screenTerms`),
 * spread over files of about `fileBytes`, ranked by the engine's own functions
 * (data/search/scorer.ts) over the postings just made: the same as a search of the built index
 * (tests/unit/search-first-screens.test.ts).
 */
export function withFirstScreens(
  files: ShardFiles,
  documents: SearchDocument[],
  fileBytes = SCREEN_FILE_BYTES,
  cache: FirstScreenCache = noCache,
): ShardFiles {
  const { base } = files;
  const postings = files.chunks.flat().map(decodePostings);
  // Made only if a term's matches are not kept (a republish whose words are all the last build's needs none).
  let searchable: SearchableMap<number> | undefined;
  const vocabulary = () =>
    (searchable ??= SearchableMap.from(base.terms.map((term, position): [string, number] => [term, position])));
  const encoder = new TextEncoder();
  const scratch = rankScratch(base.documentCount);
  // A document's text is read once for all the passages cut from it (a common one is a hit of many terms).
  const read = new Map<number, SnippetSource>();
  const readText = (document: number, text: string) => {
    let source = read.get(document);
    if (!source) read.set(document, (source = snippetSource(text)));
    return source;
  };
  let bytes = 0;
  const screens = screenTerms(base.terms, postings).map((term): [string, FirstScreen] => {
    const expanded = cache.expansion(
      base.terms,
      term,
      () => expandQuery([term], vocabulary()),
      (words) => expandQuery([term], words)[0]!.length > 0,
    );
    const { total, top } = rank(
      base,
      [term],
      expanded,
      (position) => postings[position]!,
      FIRST_SCREEN_RESULTS,
      scratch,
    );
    const hits = top.map(({ document, terms }): ScreenHit => {
      const hit = documents[document]!;
      const { text } = hit;
      return [
        ...documentMeta(hit),
        text ? cache.passage(hit, terms, () => passageParts(snippetOf(readText(document, text), terms))) : [],
      ];
    });
    const screen: FirstScreen = [total, hits];
    bytes += encoder.encode(JSON.stringify(term)).length + encoder.encode(JSON.stringify(screen)).length + 2;
    return [term, screen];
  });
  const made: FirstScreens[] = Array.from({ length: Math.max(1, Math.ceil(bytes / fileBytes)) }, () => ({}));
  for (const [term, screen] of screens) made[screenFileOf(term, made.length)]![term] = screen;
  return { ...files, base: { ...base, screenFiles: made.length }, screens: made };
}
