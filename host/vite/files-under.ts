import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `folder` and its subfolders, by its path below it, `/`-separated: the build's
 * one folder walk (the PDFs' sizes, the public files an incremental build copies, the texts the
 * Devanagari subset reads, the files compressed for the servers, the incremental build's sweep of
 * dist/ and the build's summary). A link to a folder is not followed: it is listed as a file.
 */
export function relativeFilesUnder(folder: string): string[] {
  const walk = (subfolder: string, prefix: string): string[] =>
    readdirSync(subfolder, { withFileTypes: true }).flatMap((entry) => {
      const path = prefix + entry.name;
      return entry.isDirectory() ? walk(join(subfolder, entry.name), `${path}/`) : [path];
    });
  return walk(folder, '');
}

/** The same files that `keep` accepts (all when not given), each as `folder` joined with its path below it. */
export function filesUnder(folder: string, keep: (path: string) => boolean = () => true): string[] {
  return relativeFilesUnder(folder)
    .map((path) => join(folder, path))
    .filter((path) => keep(path));
}
