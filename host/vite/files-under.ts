import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `folder` and its subfolders that `keep` accepts (all when not given), as `folder`
 * joined with its path below it: the build's one folder walk (the PDFs' sizes, the public files an
 * incremental build copies, the texts the Devanagari subset reads, the files compressed for the servers).
 * A link to a folder is not followed: it is listed as a file.
 */
export function filesUnder(folder: string, keep: (path: string) => boolean = () => true): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}
