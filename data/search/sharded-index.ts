import SearchableMap from 'minisearch/SearchableMap';
import { indexOptions, type Hit } from './engine';
import { expandQuery, rank, type DerivedTerm, type FieldList, type Scored } from './scorer';
import {
  SHARD_FORMAT,
  shardFileName,
  type DocumentMeta,
  type DocumentWithText,
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

/**
 * A language's index opened from its `base.json`: each query fetches the
 * postings chunks of the terms it can match (the exact word, the last word's
 * completions, near misses), then the titles of the hits shown, or, when
 * snippets are asked for, each hit's title and text from one file. What was
 * fetched stays for the next query, so typing a word downloads its chunk once.
 */
export class ShardedIndex {
  private readonly vocabulary: SearchableMap<number>;
  private readonly chunks = new Map<number, Promise<TermPostings[]>>();
  private readonly groups = new Map<string, Promise<unknown[]>>();
  /** Decoded postings of the terms fetched so far, by their position in the vocabulary. */
  private readonly postings = new Map<number, FieldList[]>();

  constructor(
    private readonly base: ShardBase,
    private readonly fetchShard: FetchShard,
  ) {
    if (base.format !== SHARD_FORMAT) throw new Error(`search index format ${base.format}, expected ${SHARD_FORMAT}`);
    this.vocabulary = SearchableMap.from(base.terms.map((term, position): [string, number] => [term, position]));
  }

  static async open(fetchShard: FetchShard): Promise<ShardedIndex> {
    return new ShardedIndex((await fetchShard(shardFileName.base)) as ShardBase, fetchShard);
  }

  /**
   * How many documents match `query`, and the first `limit` of them, best first,
   * with title, section and URL; with `texts`, each with its body text too (for a
   * snippet: `text` is '' without).
   */
  async search(query: string, limit = Infinity, texts = false): Promise<SearchAnswer> {
    const words = tokenize(query).map((word) => indexOptions.processTerm!(word) as string);
    if (words.length === 0) return { total: 0, hits: [] };
    const expanded = expandQuery(words, this.vocabulary);
    await this.load(expanded);
    const { total, top } = rank(this.base, words, expanded, (position) => this.postings.get(position) ?? [], limit);
    return {
      total,
      hits: await Promise.all(top.map((scored) => (texts ? this.hitWithText(scored) : this.hit(scored)))),
    };
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

  /** Fetches the chunks holding the query's terms (each chunk once) and decodes the terms' postings. */
  private async load(query: DerivedTerm[][]) {
    const positions = query.flat().map(({ position }) => position);
    const wanted = new Set(positions.filter((position) => !this.postings.has(position)).map((p) => this.chunkOf(p)));
    await Promise.all(
      [...wanted].map(async (chunk) => {
        let pending = this.chunks.get(chunk);
        if (!pending) {
          pending = this.fetchShard(shardFileName.chunk(chunk)) as Promise<TermPostings[]>;
          pending.catch(() => this.chunks.delete(chunk));
          this.chunks.set(chunk, pending);
        }
        const chunkPostings = await pending;
        const start = this.base.chunkStarts[chunk]!;
        chunkPostings.forEach((termPostings, offset) => {
          if (!this.postings.has(start + offset)) this.postings.set(start + offset, decodePostings(termPostings));
        });
      }),
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

  private async hit({ document, score, terms }: Scored): Promise<Hit> {
    const group = Math.floor(document / this.base.metaGroup);
    const metas = (await this.group('meta', group)) as DocumentMeta[];
    const [url, title, section, kind, lang] = metas[document - group * this.base.metaGroup]!;
    return { document, url, title, section, kind, lang, text: '', terms, score };
  }

  private async hitWithText({ document, score, terms }: Scored): Promise<Hit> {
    const group = Math.floor(document / this.base.textGroup);
    const documents = (await this.group('text', group)) as DocumentWithText[];
    const [url, title, section, kind, lang, text] = documents[document - group * this.base.textGroup]!;
    return { document, url, title, section, kind, lang, text, terms, score };
  }
}

/** A term's postings as a chunk file holds them (gaps), as the ranking reads them. */
export function decodePostings(postings: TermPostings): FieldList[] {
  return postings.map(([fieldId, gaps, frequencies]) => {
    const documents = new Uint32Array(gaps.length);
    let document = 0;
    gaps.forEach((gap, at) => (documents[at] = document += gap));
    return { fieldId, documents, frequencies: Uint16Array.from(frequencies) };
  });
}
