import { indexOptions, searchOptions } from '../../../data/search/engine';
import { shardFileName } from '../../../data/search/shards';
import { tokenize } from '../../../data/search/tokenize';

/**
 * The postings chunks (`t<n>.json`, data/search/shards.ts) a query's words are in, found from the
 * first term of each chunk alone (the search page has them: prerender-pages.ts), so the page's
 * script can ask for them before the index's base has arrived and been read. Each word's own
 * chunk, and for the last word, which also matches as a prefix, the chunks of its completions.
 * Its near misses (fuzzy matches) may be in other chunks: the index asks for those once open.
 */
export function queryChunks(query: string, firstTerms: readonly string[]): string[] {
  const words = tokenize(query).map((word) => indexOptions.processTerm!(word) as string);
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
