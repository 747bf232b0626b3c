import { describe, expect, it } from 'vitest';
import { ShardedIndex } from '../../data/search/sharded-index';
import { indexDocuments, shardFileName, shardsInMemory } from '../../data/search/shards';
import { languageDocuments } from '../../host/vite/search/search-sources';
import { queryChunks } from '../../widgets/page/search-page/query-chunks';

/** Small chunks, so the site's index is spread over many of them. */
const SIZES = { chunkCharacters: 600, metaGroup: 32, textGroup: 1 };

describe("the search page's query chunks, from the chunks' first terms alone", () => {
  for (const lang of ['en', 'mr'] as const) {
    const files = indexDocuments(languageDocuments(lang), SIZES);
    const { terms, chunkStarts } = files.base;
    const firstTerms = chunkStarts.map((start) => terms[start]!);
    const chunkOf = (position: number) => chunkStarts.findLastIndex((start) => start <= position);
    /** The chunks holding the word and, as the last word, its completions: what the index reads for it. */
    const expected = (word: string, last: boolean) => {
      const chunks = new Set<number>();
      // Where the word is, or would be: after the last term before it.
      chunks.add(Math.max(0, chunkOf(terms.findLastIndex((term) => term <= word))));
      if (last && word.length >= 2)
        terms.forEach((term, position) => term.startsWith(word) && chunks.add(chunkOf(position)));
      return chunks;
    };
    const names = (chunks: Set<number>) => [...chunks].sort((a, b) => a - b).map(shardFileName.chunk);

    it(`${lang}: each word's chunk and the last word's completions' chunks, for every term, its prefixes and two words`, () => {
      expect(firstTerms.length).toBeGreaterThan(20);
      for (const [at, term] of terms.entries()) {
        if (at % 7) continue;
        expect(queryChunks(term, firstTerms), term).toEqual(names(expected(term, true)));
        const prefix = term.slice(0, 2);
        expect(queryChunks(prefix, firstTerms), prefix).toEqual(names(expected(prefix, true)));
        const other = terms[(at * 31) % terms.length]!;
        const both = new Set([...expected(other, false), ...expected(term, true)]);
        expect(queryChunks(`${other} ${term}`, firstTerms), `${other} ${term}`).toEqual(names(both));
      }
    });
  }

  it('normalises the words as the index does (case, plural), and a one-letter last word has no completions', () => {
    const firstTerms = ['0', 'b', 'exam', 'examination', 'exan', 'f'];
    expect(queryChunks('EXAMS', firstTerms)).toEqual(['t2.json', 't3.json']);
    expect(queryChunks('e', firstTerms)).toEqual(['t1.json']);
    expect(queryChunks('a', firstTerms)).toEqual(['t0.json']);
    expect(queryChunks('  ', firstTerms)).toEqual([]);
  });

  it('names every chunk the index itself reads for a query without near misses (words under five letters)', async () => {
    const serve = shardsInMemory(indexDocuments(languageDocuments('en'), SIZES));
    const firstTerms = (await serve(shardFileName.base)) as { terms: string[]; chunkStarts: number[] };
    const first = firstTerms.chunkStarts.map((start) => firstTerms.terms[start]!);
    for (const query of ['exam', 'hall', 'fee', 'b', 'co op', 'phd', 'nss']) {
      const fetched: string[] = [];
      const index = await ShardedIndex.open((name) => {
        fetched.push(name);
        return serve(name);
      });
      await index.search(query, 4);
      const read = fetched.filter((name) => /^t\d+\.json$/.test(name));
      // The page asks for its own word's chunk even when the word is not in the index: a superset, no more.
      expect(queryChunks(query, first), query).toEqual(expect.arrayContaining(read));
      expect(queryChunks(query, first).length - read.length, query).toBeLessThanOrEqual(query.split(' ').length);
    }
  });
});
