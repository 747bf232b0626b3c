import { isScalar, parse, parseDocument } from 'yaml';
import { changedValues, PAGE_SOURCE } from './page-format';

/**
 * How the desk reads and writes the files that describe the site (data/site/*.yaml, registered
 * with Decap as `site-yaml`): like a content page (host/admin/page-format.ts), saving applies
 * to the file as read only the values the webmaster changed, so its comments, quotes and
 * undeclared fields stay as written. Decap edits an object, so a file that is a list (the menu)
 * is shown as the field `items`.
 */

/** The field a file that is a list is shown as. */
export const LIST_FIELD = 'items';

const asEntry = (value: unknown): Record<string, unknown> =>
  Array.isArray(value) ? { [LIST_FIELD]: value } : ((value ?? {}) as Record<string, unknown>);

export const siteFormat = {
  fromFile: (text: string): Record<string, unknown> => ({ ...asEntry(parse(text)), [PAGE_SOURCE]: text }),
  toFile: (data: Record<string, unknown>): string => {
    const document = parseDocument(String(data[PAGE_SOURCE]));
    const read: unknown = document.toJS();
    for (const [path, value] of changedValues(asEntry(read), data, () => true)) {
      const node = document.getIn(Array.isArray(read) ? path.slice(1) : path, true);
      // A blank text would fail the build's check: the written one stays.
      const written = typeof value === 'string' ? value.trim() : value;
      if (written !== '' && isScalar(node)) node.value = written;
    }
    return document.toString({ lineWidth: 0 });
  },
};
