import { readdirSync } from 'node:fs';
import type { z } from 'zod';
import { LANGUAGE_CODES } from '../../data/i18n/languages';
import { LANGUAGE_NAMES } from '../../data/records/read-record';
import { SITE_FILES, siteFileName } from '../../data/site/read-site-file';
import type { CmsField } from './cms-field';
import { SITE_FORMAT } from './desk-settings';
import { PAGE_SOURCE } from './page-format';
import { LIST_FIELD } from './site-format';

/**
 * The desk's "Site" collection: one entry per file of data/site/ (the university's identity,
 * the main menu, the footer in each language, the login form, the generated pages' titles),
 * its fields generated from the file's schema (data/site/read-site-file.ts names them), so a
 * new field is declared once. Saving changes values only (host/admin/site-format.ts): the
 * lists are fixed, as for pages; a new menu entry or link is added in the file itself.
 */

const SITE_FOLDER = 'data/site';

// Fixed, see above; folded to their summaries, as the menu alone has over a hundred entries.
const FIXED_LIST = { allow_add: false, allow_remove: false, allow_reorder: false, collapsed: true } as const;

/** `nameMarathi` -> `Name marathi`, `childSubmenus` -> `Child submenus`. */
const labelOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/ [A-Z]/g, (word) => word.toLowerCase());

/** The Decap field of one schema; a schema type the desk does not know is an error, not a guess. */
function fieldOf(name: string, declared: z.ZodType): CmsField {
  const optional = declared.type === 'optional';
  const schema = optional ? ((declared as z.ZodOptional).unwrap() as z.ZodType) : declared;
  const base = { name, label: labelOf(name), required: !optional };
  switch (schema.type) {
    case 'string':
      return { ...base, widget: 'string' };
    case 'number':
      return { ...base, widget: 'number', value_type: 'int' };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'enum':
      return { ...base, widget: 'select', options: (schema as z.ZodEnum).options as string[] };
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(schema as z.ZodObject) };
    case 'array': {
      const item = (schema as z.ZodArray).element as z.ZodType;
      if (item.type !== 'object') return { ...base, widget: 'list', ...FIXED_LIST, field: fieldOf(name, item) };
      const fields = fieldsOf(item as z.ZodObject);
      const titled = fields.find((field) => field.name === 'title' || field.name === 'label' || field.name === 'text');
      return {
        ...base,
        widget: 'list',
        ...FIXED_LIST,
        fields,
        ...(titled && { summary: `{{fields.${titled.name}}}` }),
      };
    }
    default:
      throw new Error(`${name}: the desk has no widget for this schema type (${schema.type})`);
  }
}

const fieldsOf = (schema: z.ZodObject): CmsField[] =>
  Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => fieldOf(name, field));

/** The file's fields: the file as read (hidden), then its schema's; a list file as the field `items`. */
function fileFields(schema: z.ZodType): CmsField[] {
  const source: CmsField = { name: PAGE_SOURCE, label: 'File as read', widget: 'hidden', required: false };
  if (schema.type === 'array') return [source, { ...fieldOf(LIST_FIELD, schema), label: 'Entries' }];
  return [source, ...fieldsOf(schema as z.ZodObject)];
}

/** The files as the schemas list them (identity first), each English before its translations. */
function order(file: string): number {
  const { name, lang } = siteFileName(file)!;
  return Object.keys(SITE_FILES).indexOf(name) * LANGUAGE_CODES.length + LANGUAGE_CODES.indexOf(lang);
}

function siteFiles(root: string): string[] {
  return readdirSync(`${root}/${SITE_FOLDER}`, { recursive: true, encoding: 'utf8' })
    .map((file) => `${SITE_FOLDER}/${file.replaceAll('\\', '/')}`)
    .filter((file) => file.endsWith('.yaml') && siteFileName(file))
    .sort((a, b) => order(a) - order(b));
}

/** The collection, one file entry per site file found under `root`. */
export function siteCollection(root: string) {
  const files = siteFiles(root);
  const translated = new Set(
    files.flatMap((file) => (siteFileName(file)!.lang === 'en' ? [] : [siteFileName(file)!.name])),
  );
  return {
    name: 'site',
    label: 'Site',
    label_singular: 'Site file',
    description:
      "The university's name and contacts, the main menu's titles, the footer's links, the login form's texts.",
    format: SITE_FORMAT,
    extension: 'yaml',
    create: false,
    delete: false,
    files: files.map((file) => {
      const { name, lang } = siteFileName(file)!;
      const { what, schema } = SITE_FILES[name]!;
      const label = what.replace(/^the /, '').replace(/^./, (first) => first.toUpperCase());
      return {
        name: file.slice(SITE_FOLDER.length + 1, -'.yaml'.length).replace(/\//g, '-'),
        label: translated.has(name) ? `${label} (${LANGUAGE_NAMES[lang]})` : label,
        file,
        fields: fileFields(schema),
      };
    }),
  };
}
