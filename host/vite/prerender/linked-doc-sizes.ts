import type { DocSizes, PageData } from '../../../data/page-data';
import { siteDocSizes } from '../../../data/records/file-sizes';
import { documentPath } from '../../../widgets/core/link-marks';

/**
 * The sizes of the PDFs a value links, from the site's table (`sizes`): every string in it, at any
 * depth, that is a link to a document of known size (keyed as the marks look them up,
 * widgets/core/link-marks.tsx); undefined when there is none. What a page's data carries beside its
 * content, so it grows with what the page links, never with the site's documents (issue #26).
 */
export function linkedDocSizes(value: unknown, sizes: DocSizes = siteDocSizes): DocSizes | undefined {
  const found: Record<string, number> = {};
  const walk = (node: unknown): void => {
    if (typeof node === 'string') {
      const path = documentPath(node);
      const bytes = path === undefined ? undefined : sizes[path];
      if (bytes !== undefined) found[path!] = bytes;
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(value);
  return Object.keys(found).length ? found : undefined;
}

/** A page's data with the sizes of the PDFs its content and records link (`docSizes`), where it links any. */
export function withDocSizes(data: PageData): PageData {
  const { docSizes: _previous, ...rest } = data;
  const docSizes = linkedDocSizes([data.content?.route, data.records]);
  return docSizes ? { ...rest, docSizes } : rest;
}
