import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import SearchableMap from 'minisearch/SearchableMap';
import type { FirstScreenCache } from '../../../data/search/build-first-screens';
import type { SearchDocument } from '../../../data/search/documents';
import type { PassageParts } from '../../../data/search/first-screens';
import type { DocumentAnalysis } from '../../../data/search/shards';
import { writeWhole } from '../write-whole.ts';

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

/** A shard of a language's documents (`shardOf` their keys): what each one's analysis and passages were. */
interface DocumentShard {
  code: string;
  /** Each document's analysis, by its content's key (`documentKey`). */
  analyses: Record<string, DocumentAnalysis>;
  /** Each first screen hit's passage, by its document's key and its matched terms. */
  passages: Record<string, PassageParts>;
}

/** What a language's first screens matched: one file, since a query's terms are of the whole vocabulary. */
interface ScreensFile {
  code: string;
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
    .digest('hex');

/** A document's shard, by its key's first two hex digits: a republished record rewrites one of 256. */
const shardOf = (key: string) => key.slice(0, 2);

/** The file's JSON when it was made by the code `code`; undefined when there is none, or it cannot be read. */
function readMadeBy<T extends { code: string }>(file: string, code: string): T | undefined {
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as T;
    return read.code === code ? read : undefined;
  } catch {
    return undefined;
  }
}

const sameTerms = (a: string[], b: string[]) => a.length === b.length && a.every((term, at) => term === b[at]);

/**
 * A language's search documents as the last build analysed them (data/search/shards.ts
 * `analyseDocument`), and of its first screens (data/search/build-first-screens.ts) the passages
 * it cut and the terms each screen's word matched (kept while no new word is one it matches), kept
 * in `folder` between builds by each document's content, for the analysing code `code`: when one
 * document of thousands changed (a republished circular), its language's index is assembled from
 * the others' analyses and mostly the same passages, without reading their texts again.
 * The documents' entries are in 256 shards by key (`shardOf`): a shard is read when a document of
 * it is first asked for (none when the folder is not there: a first build), and written again only
 * when this build made one of its entries, with this build's entries alone (so a document the site
 * no longer has is dropped then). The first screens' matches are one file, written again when the
 * vocabulary changed or a word's matches were made.
 */
export function searchAnalysisCache(folder: string, code: string) {
  const documentsFolder = join(folder, 'documents');
  const screensFile = join(folder, 'screens.json');
  const hasFiles = existsSync(folder);
  const read = new Map<string, DocumentShard | undefined>();
  const lastShard = (name: string) => {
    if (!hasFiles) return undefined;
    if (!read.has(name)) read.set(name, readMadeBy<DocumentShard>(join(documentsFolder, `${name}.json`), code));
    return read.get(name);
  };
  /** This build's entries, by shard. */
  const shards = new Map<string, DocumentShard>();
  const shardNamed = (name: string) => {
    let shard = shards.get(name);
    if (!shard) shards.set(name, (shard = { code, analyses: {}, passages: {} }));
    return shard;
  };
  /** The shards with an entry made in this build: those written. */
  const changed = new Set<string>();
  let screensRead = false;
  let lastScreens: ScreensFile | undefined;
  const last = () => {
    if (!screensRead && hasFiles) lastScreens = readMadeBy<ScreensFile>(screensFile, code);
    screensRead = true;
    return lastScreens;
  };
  const expansions = new Map<string, StoredExpansion>();
  let vocabulary: string[] = [];
  let change: VocabularyChange | undefined;
  let expansionsMade = false;
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
      const name = shardOf(key);
      const shard = shardNamed(name);
      let analysis = shard.analyses[key] ?? lastShard(name)?.analyses[key];
      if (analysis) reused += 1;
      else {
        analysis = analyse(document);
        analysed += 1;
        changed.add(name);
      }
      shard.analyses[key] = analysis;
      return analysis;
    },
    /** For data/search/build-first-screens.ts `withFirstScreens`. */
    screens: {
      passage(document, terms, make) {
        const ofDocument = keyOf(document);
        const key = `${ofDocument} ${terms.join(' ')}`;
        const name = shardOf(ofDocument);
        const shard = shardNamed(name);
        let passage = shard.passages[key] ?? lastShard(name)?.passages[key];
        if (!passage) {
          passage = make();
          changed.add(name);
        }
        shard.passages[key] = passage;
        return passage;
      },
      expansion(terms, term, make, matchesAny) {
        if (terms !== vocabulary) {
          // The first term of this language's first screens (one vocabulary a cache).
          vocabulary = terms;
          expansions.clear();
          const lastVocabulary = last()?.vocabulary;
          change = lastVocabulary && vocabularyChange(lastVocabulary, terms);
          expansionsMade = !lastVocabulary || !sameTerms(lastVocabulary, terms);
        }
        const lastExpansions = last()?.expansions;
        // Own entries only: a screen's word may be `constructor`.
        const stored = lastExpansions && Object.hasOwn(lastExpansions, term) ? lastExpansions[term] : undefined;
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
        if (!kept) expansionsMade = true;
        expansions.set(
          term,
          expansion.map((word) => word.map(({ position, weight }): [string, number] => [terms[position]!, weight])),
        );
        return expansion;
      },
    } satisfies FirstScreenCache,
    /** How many documents were analysed and how many analyses were the last build's. */
    counts: () => ({ analysed, reused }),
    /** Writes the shards and the first screens' matches this build changed, for the next build. */
    save() {
      for (const name of changed) writeWhole(join(documentsFolder, `${name}.json`), JSON.stringify(shards.get(name)));
      if (expansionsMade) {
        const made: ScreensFile = { code, vocabulary, expansions: Object.fromEntries(expansions) };
        writeWhole(screensFile, JSON.stringify(made));
      }
    },
  };
}
