import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../data/search/documents';
import { ShardedIndex } from '../../data/search/sharded-index';
import { indexDocuments, shardsInMemory } from '../../data/search/shards';
import { snippet } from '../../data/search/snippet';
import { normaliseWord } from '../../data/search/tokenize';

/**
 * The search box asks for 8 results and the results page for 20: the scorer keeps only the best
 * `limit` as it goes (data/search/scorer.ts) instead of sorting every match. Whatever the query
 * and the limit, that must give the first results of the full ranking, in the same order.
 */

const VOCABULARY = [
  'admission',
  'hostel',
  'examination',
  'library',
  'research',
  'sports',
  'college',
  'result',
  'notice',
  'scholarship',
  'campus',
  'syllabus',
];

/** A fixed corpus with repeated words and whole duplicates, so scores tie and many documents match one word. */
function corpus(): SearchDocument[] {
  let seed = 7;
  // A 32-bit linear congruential generator: the same corpus on every run.
  const next = (below: number) => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return (seed >>> 8) % below;
  };
  const words = (count: number) => Array.from({ length: count }, () => VOCABULARY[next(VOCABULARY.length)]).join(' ');
  const documents: SearchDocument[] = [];
  for (let n = 0; n < 90; n++) {
    const copyOf = n % 9 === 8 ? documents[n - 3] : undefined;
    documents.push({
      id: `d${n}`,
      url: `/d${n}`,
      title: copyOf?.title ?? words(1 + next(3)),
      section: 'Section',
      headings: copyOf?.headings ?? (next(2) ? words(2) : ''),
      text: copyOf?.text ?? words(4 + next(16)),
      lang: 'en',
      kind: 'page',
    });
  }
  return documents;
}

let index: ShardedIndex;
beforeAll(async () => {
  const serve = shardsInMemory(indexDocuments(corpus(), { chunkCharacters: 400, metaGroup: 8, textGroup: 8 }));
  index = await ShardedIndex.open(serve);
});

const ranking = (hits: Array<{ document: number; score: number }>) =>
  hits.map(({ document, score }) => ({ document, score }));

/** A query as visitors type it: one or two whole words, a word being typed, a word with a typing mistake. */
const query = fc.oneof(
  fc.constantFrom(...VOCABULARY),
  fc.tuple(fc.constantFrom(...VOCABULARY), fc.constantFrom(...VOCABULARY)).map((pair) => pair.join(' ')),
  fc
    .tuple(fc.constantFrom(...VOCABULARY), fc.integer({ min: 2, max: 6 }))
    .map(([word, length]) => word.slice(0, length)),
  fc
    .tuple(fc.constantFrom(...VOCABULARY), fc.nat())
    .map(([word, at]) => word.slice(0, at % word.length) + word.slice((at % word.length) + 1)),
);

describe('the top results of a query', () => {
  it('are the first `limit` of the full ranking, for any query and limit (8 and 20 included)', async () => {
    await fc.assert(
      fc.asyncProperty(
        query,
        fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(8, 20, 255, 256, 300)),
        async (text, limit) => {
          const full = await index.search(text);
          const top = await index.search(text, limit);
          expect(top.total).toBe(full.total);
          expect(ranking(top.hits)).toEqual(ranking(full.hits.slice(0, limit)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('are at most `limit` when more documents match than the selection keeps (256 and more)', async () => {
    const many = Array.from({ length: 300 }, (_, n) => ({
      ...corpus()[0]!,
      id: `m${n}`,
      url: `/m${n}`,
      title: 'hostel',
    }));
    const large = await ShardedIndex.open(shardsInMemory(indexDocuments(many)));
    const answer = await large.search('hostel', 256);
    expect(answer.total).toBe(300);
    expect(answer.hits.map((hit) => hit.url)).toEqual(many.slice(0, 256).map((document) => document.url));
  });

  it('come best first, equal scores in index order, every match counted', async () => {
    const full = await index.search('hostel');
    expect(full.total).toBeGreaterThan(40);
    expect(full.hits).toHaveLength(full.total);
    for (let at = 1; at < full.hits.length; at++) {
      const [before, after] = [full.hits[at - 1]!, full.hits[at]!];
      expect(before.score > after.score || (before.score === after.score && before.document < after.document)).toBe(
        true,
      );
    }
    // The duplicates tie: the corpus has some, so the tie order is exercised.
    expect(new Set(full.hits.map((hit) => hit.score)).size).toBeLessThan(full.hits.length);
  });

  it('are the best ones, whichever order the documents come in', async () => {
    const top = await index.search('library', 8);
    const full = await index.search('library');
    expect(top.hits).toHaveLength(8);
    expect(Math.min(...top.hits.map((hit) => hit.score))).toBeGreaterThanOrEqual(full.hits[8]!.score);
  });

  it('name the index words each document holds, for marking its snippet', async () => {
    const { hits } = await index.search('hostel libr', 5);
    for (const hit of hits) {
      expect(hit.terms).toContain('hostel');
      expect(hit.terms.some((term) => term.startsWith('libr'))).toBe(true);
      expect(new Set(hit.terms).size).toBe(hit.terms.length);
    }
  });
});

describe('a snippet', () => {
  it('of a hit found only by its title is the start of its text, nothing marked', () => {
    expect(snippet('Dates and fees for every programme.', ['admission'])).toEqual([
      { text: 'Dates and fees for every programme.', mark: false },
    ]);
    expect(snippet('', ['admission'])).toEqual([]);
  });

  it('of a long text found only by its title ends at a word with an ellipsis', () => {
    const text = 'alpha beta gamma delta epsilon zeta';
    expect(snippet(text, ['omega'], 14)).toEqual([
      { text: 'alpha beta', mark: false },
      { text: ' …', mark: false },
    ]);
  });

  it('starts a third of its length before the first match, at the next word', () => {
    const text = 'one two three four five six seven eight nine ten';
    // 'seven' starts at 28; a window of 30 starts at 28 - 10 = 18 ('r five' -> 'five').
    expect(snippet(text, ['seven'], 30)).toEqual([
      { text: '… ', mark: false },
      { text: 'five six ', mark: false },
      { text: 'seven', mark: true },
      { text: ' eight nine ten', mark: false },
    ]);
  });

  it('marks only the matches inside its window, and words that touch punctuation', () => {
    const text = 'Hostel: rules. Then a long passage about other things entirely, and hostel again at the end';
    const parts = snippet(text, ['hostel'], 40);
    expect(parts).toEqual([
      { text: 'Hostel', mark: true },
      { text: ': rules. Then a long passage about', mark: false },
      { text: ' …', mark: false },
    ]);
  });

  it('moves a start that falls inside a word to the next word', () => {
    const text = 'one two three four five six seven eight nine ten';
    // 'seven' at 28, a window of 36 starts at 28 - 12 = 16, inside 'four': the snippet starts at 'five'.
    expect(snippet(text, ['seven'], 36).slice(0, 2)).toEqual([
      { text: '… ', mark: false },
      { text: 'five six ', mark: false },
    ]);
  });

  it('starts at the match when no space comes between the window start and the match', () => {
    // 'admission' at 33; a window of 30 starts at 33 - 10 = 23, inside 'pre-university-'. The next
    // space is after 'admission': starting there would leave the match out.
    const text = 'Read the rules of pre-university-admission before the last date of June';
    expect(snippet(text, ['admission'], 30)).toEqual([
      { text: '… ', mark: false },
      { text: 'admission', mark: true },
      { text: ' before the last date', mark: false },
      { text: ' …', mark: false },
    ]);
    // No space at all after the window start: the snippet starts at the match too, not inside the word before it.
    expect(snippet(`${'x'.repeat(40)}-admission`, ['admission'], 30)).toEqual([
      { text: '… ', mark: false },
      { text: 'admission', mark: true },
    ]);
  });

  it('ends after the first match when no space comes between the match and the window end', () => {
    // The last space before the window end is before 'admission': ending there would leave the match out.
    const text = `Read admission-${'x'.repeat(200)}`;
    const parts = snippet(text, ['admission'], 60);
    expect(parts.slice(0, 2)).toEqual([
      { text: 'Read ', mark: false },
      { text: 'admission', mark: true },
    ]);
    expect(parts.slice(2)).toEqual([
      { text: `-${'x'.repeat(45)}`, mark: false },
      { text: ' …', mark: false },
    ]);
    // A space right after the match is a word boundary like any other: the snippet ends there.
    expect(snippet(`Read admission ${'x'.repeat(200)}`, ['admission'], 60)).toEqual([
      { text: 'Read ', mark: false },
      { text: 'admission', mark: true },
      { text: ' …', mark: false },
    ]);
  });

  it('cuts a text without spaces at the window, and marks a match that ends where the window ends', () => {
    expect(snippet('a'.repeat(300), [], 180)).toEqual([
      { text: 'a'.repeat(180), mark: false },
      { text: ' …', mark: false },
    ]);
    expect(snippet(` ${'a'.repeat(300)}`, [], 180)[0]).toEqual({ text: ` ${'a'.repeat(179)}`, mark: false });
    expect(snippet('fees hostel', ['hostel'])).toEqual([
      { text: 'fees ', mark: false },
      { text: 'hostel', mark: true },
    ]);
  });

  it('marks two matches next to each other without an empty part between them', () => {
    expect(snippet('hostel hostel fees', ['hostel'])).toEqual([
      { text: 'hostel', mark: true },
      { text: ' ', mark: false },
      { text: 'hostel', mark: true },
      { text: ' fees', mark: false },
    ]);
  });
});

describe('the stored form of a word', () => {
  it.each([
    ['classes', 'class'],
    ['addresses', 'address'],
    ['address', 'address'],
    ['studies', 'study'],
    ['results', 'result'],
    ['campus', 'campus'],
    ['thesis', 'thesis'],
    ['news', 'news'],
    ['fees', 'fees'],
    ['books', 'book'],
    ['NOTICES', 'notice'],
    ['covid19s', 'covid19s'],
    ['élèves', 'élèves'],
    // Every Devanagari digit, in a word no other test normalises (the cache would answer it).
    ['०१२३४५६७८९', '0123456789'],
  ])('%s is stored as %s', (word, stored) => {
    expect(normaliseWord(word)).toBe(stored);
  });

  it('is the same for a word however often it is asked for (the cache returns what was computed)', () => {
    expect([normaliseWord('Hostels'), normaliseWord('Hostels')]).toEqual(['hostel', 'hostel']);
  });
});
