import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import SearchableMap from 'minisearch/SearchableMap';
import type { FirstScreenCache } from '../../../data/search/build-first-screens';
import type { SearchDocument } from '../../../data/search/documents';
import type { PassageParts } from '../../../data/search/first-screens';
import type { DocumentAnalysis } from '../../../data/search/shards';

/**
 * The code that analyses a document and cuts its passages: the cache is only for the output of
 * this code as it is (`analysingCodeHash`), so a change to any of it makes every entry stale.
 */
export const ANALYSING_CODE = [
  'data/search/tokenize.ts',
  'data/search/engine.ts',
  'data/search/shards.ts',
  'data/search/snippet.ts',
  'data/search/first-screens.ts',
  'data/search/build-first-screens.ts',
  'data/search/scorer.ts',
  'host/vite/search/analysis-cache.ts',
  // The vocabulary's search tree (near misses, completions) is MiniSearch's.
  'node_modules/minisearch/package.json',
];

/** The hash of the analysing code's sources under `root`. */
export function analysingCodeHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of ANALYSING_CODE)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** What the cache's file of a language holds. */
interface CacheFile {
  code: string;
  /** Each document's analysis, by its content's key (`documentKey`). */
  analyses: Record<string, DocumentAnalysis>;
  /** Each first screen hit's passage, by its document's key and its matched terms. */
  passages: Record<string, PassageParts>;
  /** The vocabulary the expansions are of. */
  vocabulary: string[];
  /** The index terms (and their weights) a query of each first screen's term matches (data/search/scorer.ts `expandQuery`). */
  expansions: Record<string, StoredExpansion>;
}

/** An expansion with each matched term as its word, not its position (which a new word moves). */
type StoredExpansion = Array<Array<[term: string, weight: number]>>;

/** What changed in the vocabulary since the last build: where each term is now, the words added and removed. */
interface VocabularyChange {
  positions: Map<string, number>;
  added: SearchableMap<number>;
  removed: Set<string>;
}

function vocabularyChange(last: string[], now: string[]): VocabularyChange {
  const positions = new Map(now.map((term, position) => [term, position]));
  const before = new Set(last);
  return {
    positions,
    added: SearchableMap.from(now.filter((term) => !before.has(term)).map((term, at): [string, number] => [term, at])),
    removed: new Set(last.filter((term) => !positions.has(term))),
  };
}

/** A key of what a document's analysis and passages are made from: its words. */
const documentKey = (document: SearchDocument) =>
  createHash('sha1')
    .update(JSON.stringify([document.title, document.section, document.headings, document.text]))
    .digest('base64url');

/**
 * A language's search documents as the last build analysed them (data/search/shards.ts
 * `analyseDocument`), and of its first screens (data/search/build-first-screens.ts) the passages
 * it cut and the terms each screen's word matched (kept while no new word is one it matches), kept in `file` between builds by each document's content,
 * for the analysing code `code`: when one document of thousands changed (a republished circular),
 * its language's index is assembled from the others' analyses and mostly the same passages,
 * without reading their texts again. The file is rewritten with this build's entries alone, so
 * it never holds a document the site no longer has.
 */
export function searchAnalysisCache(file: string, code: string) {
  let last: CacheFile | undefined;
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    if (read.code === code) last = read;
  } catch {
    // No cache yet, or one that cannot be read: every document is analysed.
  }
  const analyses = new Map<string, DocumentAnalysis>();
  const passages = new Map<string, PassageParts>();
  const expansions = new Map<string, StoredExpansion>();
  let vocabulary: string[] = [];
  let change: VocabularyChange | undefined;
  const keys = new WeakMap<SearchDocument, string>();
  const keyOf = (document: SearchDocument) => {
    let key = keys.get(document);
    if (key === undefined) keys.set(document, (key = documentKey(document)));
    return key;
  };
  let reused = 0;
  let analysed = 0;
  return {
    /** `analyse`'s answer for `document`, from the cache when its content is the same. */
    analysis(document: SearchDocument, analyse: (document: SearchDocument) => DocumentAnalysis): DocumentAnalysis {
      const key = keyOf(document);
      let analysis = analyses.get(key) ?? last?.analyses[key];
      if (analysis) reused += 1;
      else {
        analysis = analyse(document);
        analysed += 1;
      }
      analyses.set(key, analysis);
      return analysis;
    },
    /** For data/search/build-first-screens.ts `withFirstScreens`. */
    screens: {
      passage(document, terms, make) {
        const key = `${keyOf(document)} ${terms.join(' ')}`;
        const passage = passages.get(key) ?? last?.passages[key] ?? make();
        passages.set(key, passage);
        return passage;
      },
      expansion(terms, term, make, matchesAny) {
        if (terms !== vocabulary) {
          // The first term of this language's first screens (one vocabulary a cache).
          vocabulary = terms;
          expansions.clear();
          change = last?.vocabulary && vocabularyChange(last.vocabulary, terms);
        }
        const stored = last?.expansions[term];
        const kept =
          change &&
          stored &&
          !stored.some((word) => word.some(([matched]) => change!.removed.has(matched))) &&
          !matchesAny(change.added);
        const expansion = kept
          ? stored.map((word) =>
              word.map(([matched, weight]) => ({ position: change!.positions.get(matched)!, weight })),
            )
          : make();
        expansions.set(
          term,
          expansion.map((word) => word.map(({ position, weight }): [string, number] => [terms[position]!, weight])),
        );
        return expansion;
      },
    } satisfies FirstScreenCache,
    /** How many documents were analysed and how many analyses were the last build's. */
    counts: () => ({ analysed, reused }),
    /** Writes this build's entries, for the next build (written whole, then renamed: never half a file). */
    save() {
      const made: CacheFile = {
        code,
        analyses: Object.fromEntries(analyses),
        passages: Object.fromEntries(passages),
        vocabulary,
        expansions: Object.fromEntries(expansions),
      };
      mkdirSync(dirname(file), { recursive: true });
      // A file of this build's own: two builds of one project (node_modules linked) may save at once.
      const written = `${file}.${process.pid}-${threadId}.tmp`;
      writeFileSync(written, JSON.stringify(made));
      renameSync(written, file);
    },
  };
}
