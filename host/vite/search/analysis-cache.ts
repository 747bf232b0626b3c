import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FirstScreenCache } from '../../../data/search/build-first-screens';
import type { SearchDocument } from '../../../data/search/documents';
import type { PassageParts } from '../../../data/search/first-screens';
import type { DerivedTerm } from '../../../data/search/scorer';
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
  /** The hash of the vocabulary the expansions are of. */
  vocabulary: string;
  /** The index terms a query of each first screen's term matches (data/search/scorer.ts `expandQuery`). */
  expansions: Record<string, DerivedTerm[][]>;
}

/** A key of what a document's analysis and passages are made from: its words. */
const documentKey = (document: SearchDocument) =>
  createHash('sha1')
    .update(JSON.stringify([document.title, document.section, document.headings, document.text]))
    .digest('base64url');

/**
 * A language's search documents as the last build analysed them (data/search/shards.ts
 * `analyseDocument`), and of its first screens (data/search/build-first-screens.ts) the passages
 * it cut and the terms each screen's word matched (kept while the vocabulary is the same), kept in `file` between builds by each document's content,
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
  const expansions = new Map<string, DerivedTerm[][]>();
  const vocabularies = new WeakMap<string[], string>();
  let vocabulary = '';
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
      expansion(terms, term, make) {
        let hash = vocabularies.get(terms);
        if (hash === undefined) {
          hash = createHash('sha1').update(terms.join('\n')).digest('base64url');
          vocabularies.set(terms, hash);
        }
        if (hash !== vocabulary) {
          // Another language's vocabulary, or the first: the expansions are of one vocabulary.
          expansions.clear();
          vocabulary = hash;
        }
        const same = last?.vocabulary === hash ? last.expansions[term] : undefined;
        const expansion = expansions.get(term) ?? same ?? make();
        expansions.set(term, expansion);
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
      writeFileSync(`${file}.tmp`, JSON.stringify(made));
      renameSync(`${file}.tmp`, file);
    },
  };
}
