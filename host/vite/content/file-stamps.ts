import { readFileSync, type Stats } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { fullBuildAsked } from '../incremental/full-build.ts';
import { writeWhole } from '../write-whole.ts';

/** A file's key as last made: its size and time of last change then, the key, and when it was made. */
type Stamp = [size: number, changed: number, key: string, madeAt: number];

/**
 * A file changed this close to the moment its key was made may change again within its time's
 * resolution (a second or two on some file systems) and keep the same size and time: such a key
 * is made again next time, as git does for the files of its index.
 */
const UNSURE_MS = 2000;

/**
 * Each file's key (a hash of its bytes, as the caller makes it), kept in `file` between builds by
 * the file's size and time of last change: a republish at 10,000 pages a language read and hashed
 * every one of about 50,000 data files to find the few that changed. The key is made again when
 * the size or time differ, or the time was too close to the key's making (`UNSURE_MS`).
 * Saved with the keys this build asked for
 * (files gone are dropped), written whole and then renamed; a file that cannot be read is an empty one.
 */
export class FileStamps {
  readonly #file: string;
  readonly #last: Map<string, Stamp>;
  readonly #now = new Map<string, Stamp>();
  #changed = false;

  constructor(file: string) {
    this.#file = file;
    // A full build makes every key again.
    this.#last = fullBuildAsked() ? new Map() : FileStamps.#read(file);
  }

  static #read(file: string): Map<string, Stamp> {
    try {
      const stamps = deserialize(readFileSync(file)) as unknown;
      return stamps instanceof Map ? (stamps as Map<string, Stamp>) : new Map();
    } catch {
      return new Map();
    }
  }

  /** The key of the file at `path` (`stats`, its `statSync`): the last build's when it is unchanged since, else `make`'s. */
  key(path: string, stats: Stats, make: () => string): string {
    const last = this.#now.get(path) ?? this.#last.get(path);
    if (last && last[0] === stats.size && last[1] === stats.mtimeMs && stats.mtimeMs < last[3] - UNSURE_MS) {
      this.#now.set(path, last);
      return last[2];
    }
    const key = make();
    this.#now.set(path, [stats.size, stats.mtimeMs, key, Date.now()]);
    this.#changed = true;
    return key;
  }

  /** Writes the keys this build asked for, when they are not the file's already. */
  save(): void {
    if (!this.#changed && this.#now.size === this.#last.size) return;
    writeWhole(this.#file, serialize(this.#now));
    this.#changed = false;
  }
}
