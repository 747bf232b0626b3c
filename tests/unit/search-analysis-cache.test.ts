import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import SearchableMap from 'minisearch/SearchableMap';
import { withFirstScreens } from '../../data/search/build-first-screens';
import { expandQuery } from '../../data/search/scorer';
import type { SearchDocument } from '../../data/search/documents';
import { analyseDocument, DEFAULT_SHARD_SIZES, indexDocuments, shardFileContents } from '../../data/search/shards';
import { ANALYSING_CODE, analysingCodeHash, searchAnalysisCache } from '../../host/vite/search/analysis-cache';
import { languageDocuments } from '../../host/vite/search/search-sources';

const work = mkdtempSync(join(tmpdir(), 'uni-search-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A language's index files as the build makes them, with the cache in `folder` for `code` (as search-index-plugin.ts). */
function build(documents: SearchDocument[], folder: string, code: string) {
  const cache = searchAnalysisCache(folder, code);
  const indexed = indexDocuments(documents, DEFAULT_SHARD_SIZES, (document) =>
    cache.analysis(document, analyseDocument),
  );
  const files = new Map(shardFileContents(withFirstScreens(indexed, documents, undefined, cache.screens)));
  cache.save();
  return { files, counts: cache.counts() };
}

/** The same files made without a cache. */
const fresh = (documents: SearchDocument[]) =>
  new Map(shardFileContents(withFirstScreens(indexDocuments(documents), documents)));

// Each test builds the sample's English index two or three times: seconds on a loaded machine.
describe(
  'the search index’s cache of each document’s analysis and passages (analysis-cache.ts)',
  { timeout: 30_000 },
  () => {
    const documents = languageDocuments('en');
    // The first document with a text, its text changed (a republished circular).
    const changedAt = documents.findIndex((document) => document.text.length > 40);
    const changed = documents.map((document, at) =>
      at === changedAt ? { ...document, text: `${document.text} republished corrigendum` } : document,
    );

    it('reuses every unchanged document, reads the changed one again, and makes the files a build without it makes', () => {
      const file = join(work, 'en');
      const first = build(documents, file, 'code-1');
      expect(first.counts).toEqual({ analysed: documents.length, reused: 0 });
      expect(first.files).toEqual(fresh(documents));

      const again = build(changed, file, 'code-1');
      expect(again.counts).toEqual({ analysed: 1, reused: documents.length - 1 });
      const expected = fresh(changed);
      expect(again.files).toEqual(expected);
      // The changed document's own file of text changed; another document's is the same.
      const own = `x${changedAt}.json`;
      expect(again.files.get(own)).not.toBe(first.files.get(own));
      const other = `x${changedAt === 0 ? 1 : 0}.json`;
      expect(again.files.get(other)).toBe(first.files.get(other));
    });

    it('writes again only the shard of the changed document, and nothing when no document changed', () => {
      const folder = join(work, 'en-shards');
      build(documents, folder, 'code-1');
      // A file written again is another file (written whole, then renamed over the last).
      const fileIds = () =>
        new Map(
          readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => [
            file,
            statSync(join(folder, file)).ino,
          ]),
        );
      const first = fileIds();
      expect([...first.keys()].filter((file) => file.startsWith('documents/')).length).toBeGreaterThan(1);
      build(documents, folder, 'code-1');
      expect(fileIds()).toEqual(first);

      build(changed, folder, 'code-1');
      const rewritten = [...fileIds()].filter(([file, id]) => first.get(file) !== id).map(([file]) => file);
      // The changed document's shard, perhaps one whose document's passage its change made other (a hit's rank), of many.
      const shardsRewritten = rewritten.filter((file) => file.startsWith('documents/'));
      expect(shardsRewritten.length).toBeGreaterThanOrEqual(1);
      expect(shardsRewritten.length).toBeLessThanOrEqual(2);
      // Its words are new ones: the vocabulary changed, so the first screens' matches are written again too.
      expect(rewritten).toContain('screens.json');
    });

    it('reads every document again when the analysing code is another', () => {
      const file = join(work, 'en-code');
      build(documents, file, 'code-1');
      const other = build(changed, file, 'code-2');
      expect(other.counts).toEqual({ analysed: documents.length, reused: 0 });
      expect(other.files).toEqual(fresh(changed));
    });

    it('keeps the terms a first screen’s word matched until a word it matches is added or one it matched removed', () => {
      const file = join(work, 'en-vocabulary');
      const vocabulary = ['exam', 'examination', 'exams', 'fee'];
      const expand = (terms: string[]) => () =>
        expandQuery(['exam'], SearchableMap.from(terms.map((term, at) => [term, at])));
      const matchesAny = (words: SearchableMap<number>) => expandQuery(['exam'], words)[0]!.length > 0;
      const first = searchAnalysisCache(file, 'code-1');
      const made = first.screens.expansion(vocabulary, 'exam', expand(vocabulary), matchesAny);
      expect(made[0]!.map(({ position }) => vocabulary[position]).sort()).toEqual(['exam', 'examination', 'exams']);
      first.save();
      const unexpected = () => {
        throw new Error('made again');
      };
      // A word added that 'exam' does not match: the last build's terms, at their positions now.
      const withFee = ['able', ...vocabulary];
      const kept = searchAnalysisCache(file, 'code-1').screens.expansion(withFee, 'exam', unexpected, matchesAny);
      expect(kept).toEqual(expand(withFee)());
      // A word added that it matches (a completion), or one it matched removed: made again.
      for (const now of [[...vocabulary, 'examiner'].sort(), vocabulary.filter((term) => term !== 'exams')]) {
        const again = searchAnalysisCache(file, 'code-1').screens.expansion(now, 'exam', expand(now), matchesAny);
        expect(again).toEqual(expand(now)());
        expect(again).not.toEqual(made);
      }
      // Another code: made again.
      const other = [[{ position: 1, weight: 1 }]];
      expect(searchAnalysisCache(file, 'code-2').screens.expansion(vocabulary, 'exam', () => other, matchesAny)).toBe(
        other,
      );
    });

    it('the analysing code’s hash changes with any of its files', () => {
      const root = join(work, 'root');
      for (const file of ANALYSING_CODE) {
        mkdirSync(join(root, file, '..'), { recursive: true });
        cpSync(join(process.cwd(), file), join(root, file));
      }
      const before = analysingCodeHash(root);
      expect(analysingCodeHash(root)).toBe(before);
      writeFileSync(join(root, 'data/search/tokenize.ts'), '// another tokenizer\n', { flag: 'a' });
      expect(analysingCodeHash(root)).not.toBe(before);
    });
  },
);
