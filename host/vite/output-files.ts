import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** What an incremental build (host/vite/incremental/) needs to hear of the files a step writes itself. */
export interface KeptOutputs {
  /** Whether dist/ holds the last build's files, to be compared rather than written again. */
  keeps: () => boolean;
  /** A file (dist/-relative) whose bytes dist/ holds already: not written, kept by the sweep. */
  unchanged: (fileName: string) => void;
}

/** Files written at the same time: libuv's pool does the writing, four threads. */
const AT_ONCE = 16;

/** Whether the file at `path` holds exactly `bytes` (false when there is none). */
async function holds(path: string, bytes: Buffer): Promise<boolean> {
  try {
    return (await stat(path)).size === bytes.byteLength && (await readFile(path)).equals(bytes);
  } catch {
    return false;
  }
}

/**
 * Writes `files` (dist/-relative names, and their text or bytes) into `outDir` straight away,
 * for a build step that makes many (the search index's shards: about 20,000 at 3,000 pages a
 * language). Emitted into Rolldown's bundle instead, each file's bytes were copied into its
 * memory and held until the build ended, and Rolldown made a JavaScript object of every file
 * of the bundle for each plugin's `generateBundle` and `writeBundle` hook, twenty-odd times
 * (docs/developers/performance.md). In an incremental build (`kept`), a file whose bytes dist/
 * holds already is not written again, as the bundle's own files are not
 * (host/vite/incremental/unchanged-outputs.ts): its compressed copies stay, and the sweep keeps it.
 * Returns how many files it wrote.
 */
export async function writeOutputFiles(
  outDir: string,
  files: Iterable<readonly [fileName: string, source: string | Uint8Array]>,
  kept?: KeptOutputs,
): Promise<number> {
  const folders = new Map<string, Promise<unknown>>();
  const folder = (path: string) => {
    const made = folders.get(path) ?? mkdir(path, { recursive: true });
    folders.set(path, made);
    return made;
  };
  const compare = kept?.keeps() ?? false;
  let written = 0;
  const writeOne = async (fileName: string, source: string | Uint8Array) => {
    const path = join(outDir, fileName);
    const bytes = Buffer.from(source);
    if (compare && (await holds(path, bytes))) {
      kept!.unchanged(fileName);
      return;
    }
    await folder(dirname(path));
    await writeFile(path, bytes);
    written += 1;
  };
  const writing = new Set<Promise<void>>();
  const failures: unknown[] = [];
  for (const [fileName, source] of files) {
    const one: Promise<void> = writeOne(fileName, source)
      .catch((error: unknown) => {
        failures.push(error);
      })
      .finally(() => writing.delete(one));
    writing.add(one);
    if (writing.size >= AT_ONCE) await Promise.race(writing);
    if (failures.length) break;
  }
  await Promise.all(writing);
  if (failures.length) throw failures[0];
  return written;
}
