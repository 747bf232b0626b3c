import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { filesUnder } from '../files-under.ts';

/**
 * The public folder's files into `outDir` for an incremental build, in place of Vite's copy of
 * every one (`build.copyPublicDir`: thousands of PDFs at scale, about 1 ms a file on this machine):
 * the public folder is code (build-inputs.ts), but for its documents, which the desk uploads with
 * their records, so most of it is as the last complete build copied it. A file is copied when its
 * copy in `outDir` is missing (a new document), of another size, or older than the file (changed
 * since it was copied).
 * `kept` hears each file left as it was (relative to `outDir`), for the sweep to keep it. Returns
 * the number of files copied.
 */
export function copyPublicFiles(publicDir: string, outDir: string, kept: (file: string) => void): number {
  let copied = 0;
  for (const file of filesUnder(publicDir).map((path) => relative(publicDir, path))) {
    const source = statSync(join(publicDir, file));
    let copy: ReturnType<typeof statSync> | undefined;
    try {
      copy = statSync(join(outDir, file));
    } catch {
      copy = undefined;
    }
    if (copy && copy.size === source.size && copy.mtimeMs >= source.mtimeMs) {
      kept(file);
      continue;
    }
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    copyFileSync(join(publicDir, file), join(outDir, file));
    copied += 1;
  }
  return copied;
}
