import { readdirSync } from 'node:fs';
import { z } from 'zod';
import { LANGUAGE_NAMES } from '../../data/records/read-record';
import { pageFileName } from '../../data/pages/read-page';
import { LayoutItemInFile, Text } from '../../data/schema/layouts';
import type { CmsField } from './cms-field';
import { PAGE_FORMAT } from './desk-settings';
import { PAGE_SOURCE, type PAGE_TEXTS } from './page-format';

/**
 * The desk's "Pages" collection: one entry per page file and language (data/pages/…), so a
 * webmaster corrects a page's titles, its sidebar items' texts and its paragraphs. Only
 * those are declared: editing all 19 layouts field by field is a later step. The fields are
 * found in the schemas (a `title`, `heading` or `paragraph` that is a `Text` or a list of
 * them, also inside a layout's list of `sections`); everything else is kept as written by our page
 * format (host/admin/page-format.ts), not by declaring it hidden, which Decap would
 * rewrite in its own YAML style. The lists are fixed (the format finds a changed text by its
 * place in the file, and refuses a save that removed or moved an item).
 */

const PAGES_FOLDER = 'data/pages';

const TEXT_LABELS: Record<
  Exclude<(typeof PAGE_TEXTS)[number], 'itemText'>,
  { label: string; widget: 'string' | 'text' }
> = {
  title: { label: 'Title', widget: 'string' },
  heading: { label: 'Heading', widget: 'string' },
  paragraph: { label: 'Paragraphs', widget: 'text' },
};

// Open, so a page's paragraphs show as they read; fixed, see above.
const FIXED_LIST = { allow_add: false, allow_remove: false, allow_reorder: false, collapsed: false } as const;

const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;

/** The editable texts of an object schema (see above); an empty list when it has none. */
function textFields(shape: Record<string, z.ZodType>): CmsField[] {
  return Object.entries(shape).flatMap(([name, declared]): CmsField[] => {
    const schema = unwrap(declared);
    const text = TEXT_LABELS[name as keyof typeof TEXT_LABELS] as (typeof TEXT_LABELS)['title'] | undefined;
    const base = { name, required: false };
    if (text && schema === Text) return [{ ...base, ...text }];
    if (!(schema instanceof z.ZodArray)) return [];
    const item = schema.element as z.ZodType;
    if (text && item === Text)
      return [{ ...base, ...text, widget: 'list', ...FIXED_LIST, field: { ...base, ...text } }];
    // A layout's sections (formal-composite's, paragraph's), not its images' or notices' captions.
    const inner = name === 'sections' && item instanceof z.ZodObject ? textFields(item.shape) : [];
    return inner.length ? [{ ...base, label: 'Sections', widget: 'list', ...FIXED_LIST, fields: inner }] : [];
  });
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).replaceAll('-', ' ');

/** `About › History (English)`. */
function pageLabel(file: string): string {
  const { section, name, lang } = pageFileName(file)!;
  return `${capitalised(section)} › ${capitalised(name)} (${LANGUAGE_NAMES[lang]})`;
}

function pageFiles(root: string): string[] {
  return readdirSync(`${root}/${PAGES_FOLDER}`, { recursive: true, encoding: 'utf8' })
    .map((file) => `${PAGES_FOLDER}/${file.replaceAll('\\', '/')}`)
    .filter((file) => pageFileName(file))
    .sort();
}

/** The editable fields of every page: sidebar items' texts, then each content item's, by its layout. */
function pageFields(): CmsField[] {
  return [
    { name: PAGE_SOURCE, label: 'File as read', widget: 'hidden', required: false },
    {
      name: 'sidebarItems',
      label: 'Sidebar items',
      widget: 'list',
      required: false,
      ...FIXED_LIST,
      fields: [{ name: 'itemText', label: 'Text', widget: 'string', required: true }],
      summary: '{{fields.itemText}}',
    },
    {
      name: 'contents',
      label: 'Contents',
      widget: 'list',
      required: false,
      ...FIXED_LIST,
      typeKey: 'layout_type',
      types: LayoutItemInFile.options.map((layout) => ({
        name: layout.shape.layout_type.value,
        label: layout.shape.layout_type.value,
        widget: 'object',
        required: false,
        // Decap reads an item's remove and move buttons from its type, not from the list.
        allow_remove: false,
        allow_reorder: false,
        fields: textFields(layout.shape as Record<string, z.ZodType>),
      })),
    },
  ];
}

/** The collection, one file entry per page file found under `root`. */
export function pagesCollection(root: string) {
  const fields = pageFields();
  return {
    name: 'pages',
    label: 'Pages',
    label_singular: 'Page',
    description:
      "The site's pages (About, Academics, ...): their titles, sidebar texts and paragraphs, one language each.",
    format: PAGE_FORMAT,
    extension: 'yaml',
    create: false,
    delete: false,
    files: pageFiles(root).map((file) => ({
      name: file.slice(PAGES_FOLDER.length + 1, -'.yaml'.length).replace(/[/.]/g, '-'),
      label: pageLabel(file),
      file,
      fields,
    })),
  };
}
