import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { filesUnder } from '../files-under.ts';
import { fileWatcher } from '../content/watch-files.ts';

/**
 * Serves `virtual:doc-sizes`: the size in bytes of every document under
 * public/docs, keyed by its site path (/docs/news/x.pdf), measured when the
 * module is built. Links to documents say 'PDF, 23 KB' from it (GIGW 3.0), so
 * no size is ever typed by hand or out of date. Build code only (data/records/file-sizes.ts):
 * it grows with the site, so the data the build writes carries the sizes each page or
 * widget's links need, and no script a visitor loads holds the table.
 */
export const DOC_SIZES_ID = 'virtual:doc-sizes';
const RESOLVED_ID = '\0' + DOC_SIZES_ID;

/** The folder of the documents the webmasters publish (the desk uploads them there: host/admin/cms-config.ts). */
export const DOCUMENTS_FOLDER = 'public/docs';

/** Every file under `DOCUMENTS_FOLDER`: its size in bytes, by its site path (/docs/news/x.pdf). */
export function documentSizes(root: string): Record<string, number> {
  const publicDir = resolve(root, 'public');
  const folder = resolve(root, DOCUMENTS_FOLDER);
  if (!existsSync(folder)) return {};
  return Object.fromEntries(filesUnder(folder).map((file) => [`/${relative(publicDir, file)}`, statSync(file).size]));
}

/** The PDFs' sizes, by site path: what `virtual:doc-sizes` holds. */
export const pdfSizes = (root: string): Record<string, number> =>
  Object.fromEntries(Object.entries(documentSizes(root)).filter(([path]) => path.endsWith('.pdf')));

export function docSizesPlugin(root: string): Plugin {
  return {
    name: 'uni-doc-sizes',
    resolveId(id) {
      return id === DOC_SIZES_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const sizes = pdfSizes(root);
      const watch = fileWatcher(this);
      for (const path of Object.keys(sizes)) watch(resolve(root, 'public', path.slice(1)));
      return `export const docSizes = ${JSON.stringify(sizes)};`;
    },
  };
}
