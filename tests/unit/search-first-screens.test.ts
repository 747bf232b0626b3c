import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_RESULTS,
  SCREEN_MIN_DOCUMENTS,
  SCREEN_TERMS,
  screenFileOf,
  snippetParts,
  type FirstScreens,
} from '../../data/search/first-screens';
import { decodePostings, ShardedIndex } from '../../data/search/sharded-index';
import { queryReach, screenTerms, withFirstScreens } from '../../data/search/build-first-screens';
import { indexDocuments, shardFileContents, shardFileName, shardsInMemory } from '../../data/search/shards';
import { snippet } from '../../data/search/snippet';
import { languageDocuments } from '../../host/vite/search/search-sources';
import { queryPreloads, queryScreen } from '../../widgets/page/search-page/query-chunks';

describe("the results page's first screens, worked out by the build", () => {
  for (const lang of ['en', 'mr'] as const) {
    it(`${lang}: each frequent term's first screen is what the index answers to that word, its passage as the snippet cuts it`, async () => {
      const documents = languageDocuments(lang);
      const files = withFirstScreens(indexDocuments(documents), documents);
      const serve = shardsInMemory(files);
      const index = await ShardedIndex.open(serve);
      expect(files.base.screenFiles).toBe(files.screens.length);
      expect(files.screens.length).toBeGreaterThan(1);
      const postings = files.chunks.flat().map(decodePostings);
      const frequent = new Set(screenTerms(files.base.terms, postings));
      const reach = queryReach(files.base.terms, postings);
      // The sample is under the limit: every term whose query reaches two documents or more, no other.
      expect(frequent.size).toBeLessThan(SCREEN_TERMS);
      expect(frequent.size).toBeGreaterThan(files.base.terms.length / 3);
      let compared = 0;
      for (const [at, term] of files.base.terms.entries()) {
        const screens = (await serve(
          shardFileName.screens(screenFileOf(term, files.base.screenFiles)),
        )) as FirstScreens;
        const screen = screens[term];
        expect(Boolean(screen), term).toBe(reach[at]! >= SCREEN_MIN_DOCUMENTS);
        expect(Boolean(screen), term).toBe(frequent.has(term));
        if (!screen) continue;
        // Every term is there; the whole answer (texts and all) compared for one in five, for time.
        if (at % 5) continue;
        const { total, hits } = await index.search(term, FIRST_SCREEN_RESULTS, true);
        expect(screen![0], term).toBe(total);
        expect(
          screen![1].map(([url, title, section, kind, hitLang, parts]) => ({
            url,
            title,
            section,
            kind,
            lang: hitLang,
            passage: snippetParts(parts),
          })),
          term,
        ).toEqual(
          hits.map((hit) => ({
            url: hit.url,
            title: hit.title,
            section: hit.section,
            kind: hit.kind,
            lang: hit.lang,
            passage: hit.text ? snippet(hit.text, hit.terms) : [],
          })),
        );
        compared += 1;
      }
      expect(compared).toBeGreaterThan(150);
    }, 60000);
  }

  it('spreads the terms over files of about the size asked for, each term in the one file its hash names', () => {
    const documents = languageDocuments('mr');
    const files = withFirstScreens(indexDocuments(documents), documents, 6000);
    const contents = new Map(shardFileContents(files));
    const sizes = files.screens.map((_, n) => Buffer.byteLength(contents.get(shardFileName.screens(n))!));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(files.screens.length).toBe(Math.ceil(total / 6000));
    // A hash of a few terms a file: the largest file is a few times the average, not the whole index.
    expect(Math.max(...sizes)).toBeLessThan(4 * 6000);
    files.screens.forEach((screens, n) =>
      Object.keys(screens).forEach((term) => expect(screenFileOf(term, files.screens.length), term).toBe(n)),
    );
  }, 60000);

  it('first screens for the words whose query reaches most documents (completions counted), at most the limit', () => {
    // Each term's postings, as documents per field: a term's documents are counted across its fields.
    const list = (...documents: number[]) => ({
      fieldId: 0,
      documents: Uint32Array.from(documents),
      frequencies: Uint16Array.from(documents, () => 1),
    });
    // Sorted, as the index holds them: "exam" completes to "examination" and "exams".
    const terms = ['a', 'alpha', 'beta', 'exam', 'examination', 'exams', 'gamma', 'zeta'];
    const postings = [
      [list(9)],
      [list(1, 2)],
      [list(1), { ...list(1), fieldId: 2 }],
      [list(3)],
      [list(3, 4, 5)],
      [list(6)],
      [list(1, 2, 3)],
      [list(7), { ...list(8), fieldId: 1 }],
    ];
    // A one-letter word is not matched as a prefix; "exam" reaches its completions' documents.
    expect(queryReach(terms, postings)).toEqual([1, 2, 1, 5, 3, 1, 3, 2]);
    expect(screenTerms(terms, postings)).toEqual(['alpha', 'exam', 'examination', 'gamma', 'zeta']);
    // Over the limit: the most documents first, then the vocabulary's order; written in that order.
    expect(screenTerms(terms, postings, 3)).toEqual(['exam', 'examination', 'gamma']);
    expect(screenTerms(terms, postings, 2)).toEqual(['exam', 'examination']);
  });

  it('a passage keeps only the words shown, its matched words marked', () => {
    const documents = languageDocuments('en');
    const files = withFirstScreens(indexDocuments(documents), documents);
    const screens = files.screens[screenFileOf('examination', files.base.screenFiles)]!;
    const [total, hits] = screens.examination!;
    expect(total).toBeGreaterThan(FIRST_SCREEN_RESULTS);
    expect(hits).toHaveLength(FIRST_SCREEN_RESULTS);
    for (const [, , , , , parts] of hits) {
      const text = snippetParts(parts)
        .map((part) => part.text)
        .join('');
      expect(text.length).toBeLessThanOrEqual(190);
      expect(parts.some((part) => Array.isArray(part) && /^examination/i.test(part[0]))).toBe(true);
    }
  }, 60000);
});

describe("the search page's preloads, from what its HTML says of the index", () => {
  const index = {
    chunkFirstTerms: ['0', 'b', 'exam', 'examination', 'exan', 'f'],
    screenFiles: 40,
    engine: '/assets/search-engine.js',
    page: '/assets/search-page.js',
  };

  it('a one-word query: its file of first screens alone, found from the word as the index holds it', () => {
    const file = shardFileName.screens(screenFileOf('exam', 40));
    expect(queryScreen('EXAMS', 40)).toEqual({ term: 'exam', file });
    expect(queryPreloads(' Exams ', index)).toEqual([file]);
    expect(queryPreloads('परीक्षा', index)).toEqual([shardFileName.screens(screenFileOf('परीक्षा', 40))]);
  });

  it('several words, or an index without first screens: the base and the postings chunks', () => {
    expect(queryScreen('exam hall', 40)).toBeUndefined();
    expect(queryPreloads('exam hall', index)).toEqual(['base.json', 't2.json', 't5.json']);
    expect(queryPreloads('co-operative', index)).toEqual(['base.json', 't1.json', 't5.json']);
    expect(queryPreloads('exams', { ...index, screenFiles: 0 })).toEqual(['base.json', 't2.json', 't3.json']);
    expect(queryPreloads('  ', index)).toEqual([]);
  });
});
