import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { FileStamps } from '../content/file-stamps.ts';
import { writeWhole } from '../write-whole.ts';

/** The cache file: what the characters were looked for (`kind`), and each file's characters by a hash of its bytes. */
interface CharactersFile {
  kind: string;
  files: Record<string, string>;
}

/** The last build's entries in `file` when they were made for `kind`; none when there is no file, or it cannot be read. */
function lastEntries(file: string, kind: string): Map<string, string> {
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as CharactersFile;
    if (read.kind !== kind || typeof read.files !== 'object' || read.files === null) return new Map();
    return new Map(Object.entries(read.files).filter(([, characters]) => typeof characters === 'string'));
  } catch {
    return new Map();
  }
}

/**
 * The characters each data file holds (what `find` keeps of its text), kept in `file` between
 * builds by a hash of the file's bytes, for one `kind` of search (another kind ignores the file):
 * the Devanagari subset reads every data file of the site for its characters (at 10,000 pages a
 * language, 300 MB of text decoded and walked a character at a time), and in a republish all but
 * a few are the last build's. The hashes are kept too, by each file's size and time (`stampsFile`,
 * file-stamps.ts): an unchanged file is not read at all. Saved with the entries this build asked for (those of files changed or gone are
 * dropped), written whole and then renamed (never half a file; two builds of one project may
 * share node_modules); a file that cannot be read, or was made for another kind, is made again.
 */
export function charactersCache(file: string, stampsFile: string, kind: string) {
  const last = lastEntries(file, kind);
  const stamps = new FileStamps(stampsFile);
  const used = new Map<string, string>();
  let found = 0;
  return {
    /** The characters of the file at `path`: the last build's, or `find`'s of its text. */
    of(path: string, find: (text: string) => string): string {
      let bytes: Buffer | undefined;
      const bytesNow = () => (bytes ??= readFileSync(path));
      const key = stamps.key(path, statSync(path), () => createHash('sha1').update(bytesNow()).digest('base64url'));
      let characters = used.get(key) ?? last.get(key);
      if (characters === undefined) {
        characters = find(bytesNow().toString('utf8'));
        found += 1;
      }
      used.set(key, characters);
      return characters;
    },
    /** How many files' characters were found in their text in this build (the others were the cache's). */
    found: () => found,
    /** Writes the entries this build asked for, when they are not the file's already. */
    save(): void {
      stamps.save();
      // Without a new entry, those used are some of the last build's: the same when as many.
      if (found === 0 && used.size === last.size) return;
      writeWhole(file, JSON.stringify({ kind, files: Object.fromEntries(used) } satisfies CharactersFile));
    },
  };
}
