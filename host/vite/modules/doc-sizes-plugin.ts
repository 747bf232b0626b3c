import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Serves `virtual:doc-sizes`: the size in bytes of every document under
 * public/docs, keyed by its site path (/docs/news/x.pdf), measured when the
 * module is built. Links to documents say 'PDF, 23 KB' from it (GIGW 3.0), so
 * no size is ever typed by hand or out of date. Build code only (data/records/file-sizes.ts):
 * it grows with the site, so the data the build writes carries the sizes each page or
 * widget's links need, and no script a visitor loads holds the table.
 */
const MODULE_ID = 'virtual:doc-sizes';
const RESOLVED_ID = '\0' + MODULE_ID;

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

export function docSizesPlugin(root: string): Plugin {
  const publicDir = resolve(root, 'public');
  return {
    name: 'uni-doc-sizes',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = listFiles(join(publicDir, 'docs')).filter((file) => file.endsWith('.pdf'));
      for (const file of files) this.addWatchFile(file);
      const sizes = Object.fromEntries(files.map((file) => [`/${relative(publicDir, file)}`, statSync(file).size]));
      return `export const docSizes = ${JSON.stringify(sizes)};`;
    },
  };
}
