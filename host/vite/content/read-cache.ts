import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { writeWhole } from '../write-whole.ts';

/** A shard's file: the code's hash it was made with, and each entry's key with its value, serialized. */
type ShardFile = [code: string, entries: Array<[key: string, value: Buffer]>];

/** Shards by the key's first two hex digits: a republish writes again the few its changed files fall in. */
const shardOf = (key: string) => key.slice(0, 2);

/**
 * What each content file gave its reader (read-once.ts), kept on disk between builds, by a key
 * made of the reader, the file's path and its text (the caller's hash), for one state of the
 * code (`code`: every reader, schema and package; a shard made with other code is ignored).
 * Values are kept as V8 serializes them (plain data: what a reader returns) and deserialized
 * when asked, so each caller gets a copy of its own. In 256 files by key: a shard is written again
 * only when it has a new entry, with the entries this build asked for and the new ones (those of
 * files changed or gone are dropped then).
 */
export class ReadCache {
  readonly #folder: string;
  readonly #code: string;
  /** The shards read so far: each entry's bytes, by key. */
  readonly #shards = new Map<string, Map<string, Buffer>>();
  /** The keys asked for and found, and the entries new in this build, by shard. */
  readonly #used = new Map<string, Map<string, Buffer>>();
  readonly #added = new Set<string>();
  /**
   * The shards let go by a save (`save`): each file on disk holds every entry this build asked for
   * before it, and perhaps some older ones (harmless: a key is the file's text). An entry asked for
   * or added since starts from that file again.
   */
  readonly #saved = new Set<string>();

  constructor(folder: string, code: string) {
    this.#folder = folder;
    this.#code = code;
  }

  #shard(name: string): Map<string, Buffer> {
    let shard = this.#shards.get(name);
    if (!shard) {
      shard = new Map();
      try {
        const [code, entries] = deserialize(readFileSync(join(this.#folder, `${name}.bin`))) as ShardFile;
        if (code === this.#code) shard = new Map(entries);
      } catch {
        // No shard yet, or one that cannot be read: its entries are made again.
      }
      this.#shards.set(name, shard);
    }
    return shard;
  }

  #use(key: string, bytes: Buffer): void {
    const name = shardOf(key);
    let used = this.#used.get(name);
    // A shard saved already: what its file holds is this build's, and is written again with the new entry.
    if (!used) this.#used.set(name, (used = new Map(this.#saved.has(name) ? this.#shard(name) : [])));
    used.set(key, bytes);
  }

  /** The value kept for `key`, a copy of its own; undefined when none is. */
  get(key: string): unknown {
    const bytes = this.#shard(shardOf(key)).get(key);
    if (bytes === undefined) return undefined;
    this.#use(key, bytes);
    return deserialize(bytes);
  }

  /**
   * Keeps `value` under `key`, and returns the copy kept, as `get` gives it: its strings are its own,
   * where a parser's may be slices of the file's whole text that keep that text alive as long as
   * they live (at 10,000 pages a language, the page files' texts: about 200 MB beside the content
   * made from them, for the whole build). A value V8 cannot serialize (with a function in it) is
   * not kept, and is returned as it is.
   */
  keep<T>(key: string, value: T): T {
    let bytes: Buffer;
    try {
      bytes = serialize(value);
    } catch {
      return value;
    }
    this.#use(key, bytes);
    this.#added.add(shardOf(key));
    return deserialize(bytes) as T;
  }

  /**
   * Writes each shard with a new entry (its entries asked for in this build and the new ones), then
   * lets go of every shard's bytes: a build saves once it has read its content (the data check),
   * and the memory goes to the bundle's later steps (at 10,000 pages a language, about 250 MB). The
   * cache can still be asked and added to: a shard is read from its file again when next needed.
   */
  save(): void {
    for (const name of this.#added) {
      const file: ShardFile = [this.#code, [...this.#used.get(name)!]];
      const path = join(this.#folder, `${name}.bin`);
      writeWhole(path, serialize(file));
    }
    // A shard only asked from is as its file has it: it needs no writing to be let go.
    for (const name of this.#used.keys()) this.#saved.add(name);
    this.#added.clear();
    this.#used.clear();
    this.#shards.clear();
  }
}
