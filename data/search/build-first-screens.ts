import SearchableMap from 'minisearch/SearchableMap';
import type { SearchDocument } from './documents';
import {
  FIRST_SCREEN_RESULTS,
  passageParts,
  SCREEN_FILE_BYTES,
  screenFileOf,
  type FirstScreen,
  type FirstScreens,
  type ScreenHit,
} from './first-screens';
import { expandQuery, rank, rankScratch } from './scorer';
import { decodePostings } from './sharded-index';
import { documentMeta, type ShardFiles } from './shards';
import { snippet } from './snippet';

/**
 * `files` (data/search/shards.ts) with every term's first screen, spread over files of about
 * `fileBytes`, ranked by the engine's own functions (data/search/scorer.ts) over the postings just
 * made: the same as a search of the built index (tests/unit/search-first-screens.test.ts).
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
  let bytes = 0;
  const screens = base.terms.map((term): [string, FirstScreen] => {
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
      return [...documentMeta(documents[document]!), text ? passageParts(snippet(text, terms)) : []];
    });
    const screen: FirstScreen = [total, hits];
    bytes += encoder.encode(JSON.stringify(term)).length + encoder.encode(JSON.stringify(screen)).length + 2;
    return [term, screen];
  });
  const made: FirstScreens[] = Array.from({ length: Math.max(1, Math.ceil(bytes / fileBytes)) }, () => ({}));
  for (const [term, screen] of screens) made[screenFileOf(term, made.length)]![term] = screen;
  return { ...files, base: { ...base, screenFiles: made.length }, screens: made };
}
