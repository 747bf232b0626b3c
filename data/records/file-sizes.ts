import { docSizes } from 'virtual:doc-sizes';
import type { DocSizes } from '../page-data';

/**
 * The PDFs' sizes as the build knows them (`virtual:doc-sizes`: every PDF under public/docs),
 * for the data it writes: a page's data file carries those its content links
 * (host/vite/prerender/section-page-data.ts), a news row its own file's (`withFileSize`). Build
 * code only: no script a visitor loads imports this module, whose table grows with the site.
 */
export const siteDocSizes: DocSizes = docSizes;

/** A news row with its PDF's bytes (`file_size`), so `<uni-news>` says 'PDF, 23 KB' from its own data. */
export function withFileSize<R extends { file?: string }>(row: R): R & { file_size?: number } {
  const bytes = row.file === undefined ? undefined : siteDocSizes[row.file];
  return bytes === undefined ? row : { ...row, file_size: bytes };
}
