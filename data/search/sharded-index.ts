import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { SearchDocument } from './documents';
import { indexOptions, searchOptions, type Hit } from './engine';
import {
  decodePostings,
  SHARD_FORMAT,
  shardFileName,
  type DocumentMeta,
  type ShardBase,
  type TermPostings,
} from './shards';
import { tokenize } from './tokenize';

/** Fetches one file of a language's sharded index (by its name, `base.json`, `t3.json`, …) as parsed JSON. */
export type FetchShard = (name: string) => Promise<unknown>;

export interface SearchAnswer {
  total: number;
  hits: Hit[];
}

/** MiniSearch's own cap on the fuzzy edit distance (its `maxFuzzy` default). */
const MAX_FUZZY = 6;

/**
 * A language's index opened from its `base.json`: each query fetches the
 * postings chunks of the terms it can match (the exact word, the last word's
 * completions, near misses), then the titles of the hits shown, and texts only
 * when a snippet is asked for. What was fetched stays for the next query, so
 * typing a word downloads its chunk once.
 */
export class ShardedIndex {
  private readonly vocabulary: SearchableMap<number>;
  private readonly chunks = new Map<number, Promise<TermPostings[]>>();
  private readonly groups = new Map<string, Promise<unknown[]>>();
  /** Terms whose postings are in `engine`, and the engine over them (rebuilt as chunks arrive). */
  private readonly loadedTerms: AsPlainObject['index'] = [];
  private readonly loadedChunks = new Set<number>();
  private engine: MiniSearch<SearchDocument> | undefined;
  /** MiniSearch's per-document tables, the same for every rebuild. */
  private readonly documentIds: Record<string, number> = {};
  private readonly fieldLength: Record<string, number[]> = {};

  constructor(
    private readonly base: ShardBase,
    private readonly fetchShard: FetchShard,
  ) {
    if (base.format !== SHARD_FORMAT) throw new Error(`search index format ${base.format}, expected ${SHARD_FORMAT}`);
    this.vocabulary = SearchableMap.from(base.terms.map((term, position): [string, number] => [term, position]));
    const fields = Object.keys(base.fieldIds).length;
    for (let document = 0; document < base.documentCount; document++) {
      this.documentIds[document] = document;
      this.fieldLength[document] = base.fieldLength.slice(document * fields, document * fields + fields);
    }
  }

  static async open(fetchShard: FetchShard): Promise<ShardedIndex> {
    return new ShardedIndex((await fetchShard(shardFileName.base)) as ShardBase, fetchShard);
  }

  /**
   * How many documents match `query`, and the first `limit` of them, best first,
   * with title, section and URL (`text` is '' until `withTexts`).
   */
  async search(query: string, limit = Infinity): Promise<SearchAnswer> {
    const words = tokenize(query).map((word) => indexOptions.processTerm!(word) as string);
    if (words.length === 0) return { total: 0, hits: [] };
    await this.loadTerms(words);
    const results = this.engine!.search(query, searchOptions);
    return {
      total: results.length,
      hits: await Promise.all(results.slice(0, limit).map((result) => this.hit(result))),
    };
  }

  /** The same hits with their body text, for snippets (fetched in small groups). */
  withTexts(hits: Hit[]): Promise<Hit[]> {
    return Promise.all(
      hits.map(async (hit) => {
        const group = Math.floor(hit.document / this.base.textGroup);
        const texts = (await this.group('text', group)) as string[];
        return { ...hit, text: texts[hit.document - group * this.base.textGroup] ?? '' };
      }),
    );
  }

  /** The chunks holding every term a query word can match, as MiniSearch would match them. */
  private chunksFor(words: string[]): Set<number> {
    const positions: number[] = [];
    words.forEach((word, at) => {
      const exact = this.vocabulary.get(word);
      if (exact !== undefined) positions.push(exact);
      const prefix =
        typeof searchOptions.prefix === 'function' ? searchOptions.prefix(word, at, words) : searchOptions.prefix;
      if (prefix) for (const [, position] of this.vocabulary.atPrefix(word)) positions.push(position);
      const fuzzy =
        typeof searchOptions.fuzzy === 'function' ? searchOptions.fuzzy(word, at, words) : searchOptions.fuzzy;
      if (fuzzy) {
        const share = fuzzy === true ? 0.2 : fuzzy;
        const distance = share < 1 ? Math.min(MAX_FUZZY, Math.round(word.length * share)) : share;
        if (distance) for (const [, [position]] of this.vocabulary.fuzzyGet(word, distance)) positions.push(position);
      }
    });
    return new Set(positions.map((position) => this.chunkOf(position)));
  }

  private chunkOf(position: number): number {
    const starts = this.base.chunkStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private async loadTerms(words: string[]) {
    const wanted = [...this.chunksFor(words)];
    const missing = wanted.filter((chunk) => !this.loadedChunks.has(chunk));
    const arrived = await Promise.all(
      missing.map(async (chunk) => {
        let pending = this.chunks.get(chunk);
        if (!pending) {
          pending = this.fetchShard(shardFileName.chunk(chunk)) as Promise<TermPostings[]>;
          pending.catch(() => this.chunks.delete(chunk));
          this.chunks.set(chunk, pending);
        }
        return [chunk, await pending] as const;
      }),
    );
    let added = false;
    for (const [chunk, postings] of arrived) {
      // Two queries may have waited for the same chunk: add it once.
      if (this.loadedChunks.has(chunk)) continue;
      this.loadedChunks.add(chunk);
      const start = this.base.chunkStarts[chunk]!;
      postings.forEach((termPostings, offset) =>
        this.loadedTerms.push([this.base.terms[start + offset]!, decodePostings(termPostings)]),
      );
      added = true;
    }
    if (added || !this.engine) this.engine = this.rebuild();
  }

  private rebuild(): MiniSearch<SearchDocument> {
    return MiniSearch.loadJS<SearchDocument>(
      {
        documentCount: this.base.documentCount,
        nextId: this.base.documentCount,
        documentIds: this.documentIds,
        fieldIds: this.base.fieldIds,
        fieldLength: this.fieldLength,
        averageFieldLength: this.base.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index: this.loadedTerms,
        serializationVersion: 2,
      },
      indexOptions,
    );
  }

  private group(kind: 'meta' | 'text', group: number): Promise<unknown[]> {
    const key = `${kind}${group}`;
    let pending = this.groups.get(key);
    if (!pending) {
      const name = kind === 'meta' ? shardFileName.meta(group) : shardFileName.text(group);
      pending = this.fetchShard(name) as Promise<unknown[]>;
      pending.catch(() => this.groups.delete(key));
      this.groups.set(key, pending);
    }
    return pending;
  }

  private async hit(result: SearchResult): Promise<Hit> {
    const document = result.id as number;
    const group = Math.floor(document / this.base.metaGroup);
    const metas = (await this.group('meta', group)) as DocumentMeta[];
    const [url, title, section, kind, lang] = metas[document - group * this.base.metaGroup]!;
    return { document, url, title, section, kind, lang, text: '', terms: result.terms, score: result.score };
  }
}
