import SearchableMap from 'minisearch/SearchableMap';
import type { SearchDocument } from './documents';
import {
  FIRST_SCREEN_RESULTS,
  passageParts,
  SCREEN_FILE_BYTES,
  SCREEN_MIN_DOCUMENTS,
  SCREEN_TERMS,
  screenFileOf,
  type FirstScreen,
  type FirstScreens,
  type ScreenHit,
} from './first-screens';
import { expandQuery, rank, rankScratch, type FieldList } from './scorer';
import { decodePostings } from './sharded-index';
import { documentMeta, type ShardFiles } from './shards';
import { snippetOf, snippetSource, type SnippetSource } from './snippet';

/**
 * The terms that get a first screen: those in at least `SCREEN_MIN_DOCUMENTS` documents, at most
 * the `limit` in most documents (ties in the vocabulary's order, so the build is
 * deterministic), in the vocabulary's order.
 */
export function screenTerms(terms: string[], postings: FieldList[][], limit = SCREEN_TERMS): string[] {
  const documentsOf = postings.map((fields) => new Set(fields.flatMap((list) => [...list.documents])).size);
  return terms
    .map((_, position) => position)
    .filter((position) => documentsOf[position]! >= SCREEN_MIN_DOCUMENTS)
    .sort((a, b) => documentsOf[b]! - documentsOf[a]! || a - b)
    .slice(0, limit)
    .sort((a, b) => a - b)
    .map((position) => terms[position]!);
}

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
): ShardFiles {
  const { base } = files;
  const postings = files.chunks.flat().map(decodePostings);
  const vocabulary = SearchableMap.from(base.terms.map((term, position): [string, number] => [term, position]));
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
    const expanded = expandQuery([term], vocabulary);
    const { total, top } = rank(
      base,
      [term],
      expanded,
      (position) => postings[position]!,
      FIRST_SCREEN_RESULTS,
      scratch,
    );
    const hits = top.map(({ document, terms }): ScreenHit => {
      const { text } = documents[document]!;
      return [
        ...documentMeta(documents[document]!),
        text ? passageParts(snippetOf(readText(document, text), terms)) : [],
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
