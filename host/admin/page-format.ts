import { isMap, isScalar, parse, parseDocument } from 'yaml';
import { indiaToday } from '../../data/records/india-today.ts';

/**
 * How the desk reads and writes a content page (data/pages/<section>/<page>.<lang>.yaml,
 * registered with Decap as `page-yaml`). The desk declares only a page's texts (its
 * titles, sidebar items and paragraphs; host/admin/page-collection.ts), and Decap may save
 * only what a collection declares, in its own YAML style. So the file as read travels with the entry (a hidden field),
 * and saving applies to it the texts the webmaster changed, nothing else: every other
 * field, the keys' order, quotes and comments stay as written, and a review shows only the
 * sentence that changed. The lists cannot gain, lose or reorder items in the desk, so a
 * text's place in the file is the same as in the form.
 */

/** The hidden field holding the file as read (never written back to it). */
export const PAGE_SOURCE = 'source';

export type Path = (string | number)[];

/** The texts the desk edits (host/admin/page-collection.ts declares them); a `paragraph` is a list of them. */
export const PAGE_TEXTS = ['title', 'heading', 'paragraph', 'itemText'] as const;

function isPageText(path: Path): boolean {
  const [key, last] = [path.at(-2), path.at(-1)];
  return typeof last === 'number' ? key === 'paragraph' : (PAGE_TEXTS as readonly unknown[]).includes(last);
}

/**
 * The values `edited` changed in `original`, by place, where `isEditable` says the desk may
 * change one. The desk has no buttons to remove or move an item, but should anything else
 * have changed (a list's length, an id, a layout), the save is refused: values applied by
 * place would land elsewhere. A value Decap left out (not declared) is kept.
 */
export function changedValues(
  original: unknown,
  edited: unknown,
  isEditable: (path: Path) => boolean,
  path: Path = [],
): [Path, string | number | boolean][] {
  if (edited === undefined || edited === original) return [];
  const scalar = ['string', 'number', 'boolean'].includes(typeof original) && typeof edited === typeof original;
  if (scalar && isEditable(path)) return [[path, edited as string | number | boolean]];
  const bothLists = Array.isArray(original) && Array.isArray(edited) && original.length === edited.length;
  const bothObjects = [original, edited].every((value) => value && typeof value === 'object' && !Array.isArray(value));
  if (!bothLists && !bothObjects)
    throw new Error(`${path.join('.')}: the desk changes the texts only, not its items or their order`);
  return Object.entries(original as object).flatMap(([key, value]) => {
    const at = Array.isArray(original) ? Number(key) : key;
    return changedValues(value, (edited as Record<string, unknown>)[key], isEditable, [...path, at]);
  });
}

/**
 * `value` with each text written `{ text, lang }` (a Marathi heading in an English page) as
 * its `text`, so the desk's text field shows it; saving a change keeps its `lang`.
 */
function withPlainTexts(value: unknown, path: Path = []): unknown {
  if (isPageText(path) && value && typeof (value as { text?: unknown }).text === 'string')
    return (value as { text: string }).text;
  if (Array.isArray(value)) return value.map((item, index) => withPlainTexts(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPlainTexts(item, [...path, key])]));
  return value;
}

export const pageFormat = {
  fromFile: (text: string): Record<string, unknown> => ({
    ...(withPlainTexts(parse(text)) as object),
    [PAGE_SOURCE]: text,
  }),
  toFile: (data: Record<string, unknown>): string => {
    const source = String(data[PAGE_SOURCE]);
    const document = parseDocument(source);
    let changed = false;
    for (const [path, text] of changedValues(withPlainTexts(document.toJS()), data, isPageText)) {
      // A blank text would fail the build's check: the written one stays.
      const trimmed = String(text).trim();
      const node = document.getIn(path, true);
      const scalar = isMap(node) ? node.get('text', true) : node;
      if (trimmed && isScalar(scalar) && scalar.value !== trimmed) {
        scalar.value = trimmed;
        changed = true;
      }
    }
    // The page's "Last updated" line (GIGW) tells the truth: the day the desk changed a text.
    if (changed) document.set('lastUpdated', indiaToday());
    return document.toString({ lineWidth: 0 });
  },
};
