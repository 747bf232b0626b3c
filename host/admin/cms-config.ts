import { fileURLToPath } from 'node:url';
import { Document, isMap, isNode, isSeq } from 'yaml';
import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '../../data/i18n/languages';
import { LANGUAGE_NAMES } from '../../data/records/read-record';
import { PdfPath, RECORD_KINDS, RecordDate, type RecordKind } from '../../data/schema/records';
import {
  FORGEJO_APP_ID,
  FORGEJO_ORIGIN,
  FORGEJO_REPO,
  LOCAL_BACKEND_URL,
  PUBLISH_BRANCH,
  RECORD_FORMAT,
} from './desk-settings';
import type { CmsField } from './cms-field';
import { pagesCollection } from './page-collection';
import { siteCollection } from './site-collection';
import { FIELD_LABELS, KIND_LABELS } from './record-labels';

/**
 * The publishing desk's Decap CMS configuration, generated from the record schemas
 * (data/schema/records.ts) so the desk can only write what the build accepts:
 * `npm run cms-config` writes it, and a unit test fails when the committed file differs.
 */

/** Where the configuration is written; the build copies public/ as it is, so the desk reads /admin/config.yml. */
export const CMS_CONFIG_FILE = 'public/admin/config.yml';

/** The project's root, where the pages collection finds the page files. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `Marathi (मराठी)`: the English name a webmaster reads, and the language's own name. */
function languageLabel(code: LanguageCode): string {
  const native = LANGUAGES.find((language) => language.code === code)!.label;
  return code === 'en' ? LANGUAGE_NAMES.en : `${LANGUAGE_NAMES[code]} (${native})`;
}

const isLanguageObject = (schema: z.ZodType): schema is z.ZodObject =>
  schema instanceof z.ZodObject &&
  Object.keys(schema.shape).every((key) => LANGUAGES.some((language) => language.code === key));

/** The regular expressions a string schema checks (`.regex(...)`), as Decap's `pattern` wants them. */
function regexOf(schema: z.ZodString): RegExp | undefined {
  const checks = schema._zod.def.checks ?? [];
  const regexes = checks.flatMap((check) => {
    const def = check._zod.def as { format?: string; pattern?: RegExp };
    return def.format === 'regex' && def.pattern ? [def.pattern] : [];
  });
  return regexes[0];
}

/** The Decap field for one schema field; a schema type the desk does not know is an error, not a guess. */
function fieldFor(kind: RecordKind, name: keyof typeof FIELD_LABELS, declared: z.ZodType): CmsField {
  const required = !(declared instanceof z.ZodOptional);
  const schema = declared instanceof z.ZodOptional ? (declared.unwrap() as z.ZodType) : declared;
  const base = { ...FIELD_LABELS[name], name, required };
  if (schema === RecordDate)
    // Stored as written in the records (2026-01-12), picked as a calendar day with no time.
    return { ...base, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD' };
  if (schema === PdfPath) return { ...base, widget: 'file', pattern: ['\\.pdf$', 'Choose a PDF file (.pdf)'] };
  if (isLanguageObject(schema))
    return {
      ...base,
      widget: 'object',
      collapsed: false,
      fields: Object.entries(schema.shape).map(([code, text]) => ({
        label: languageLabel(code as LanguageCode),
        name: code,
        widget: 'string',
        required: !(text instanceof z.ZodOptional),
      })),
    };
  if (schema instanceof z.ZodEnum) return { ...base, widget: 'select', options: schema.options as string[] };
  if (schema instanceof z.ZodString) {
    const regex = regexOf(schema);
    return { ...base, widget: 'string', ...(regex && { pattern: [regex.source, base.hint] }) };
  }
  throw new Error(`${kind}.${name}: the desk has no widget for this schema type (${schema.type})`);
}

/** One folder collection: `data/records/<kind>/<year>/<YYYY-MM-DD>-<slug>.yaml`, PDFs in public/docs/<kind>/. */
function collectionFor(kind: RecordKind) {
  const { label, singular, description } = KIND_LABELS[kind];
  const shape = RECORD_KINDS[kind].shape as Record<string, z.ZodType>;
  return {
    name: kind,
    label,
    label_singular: singular,
    description,
    folder: `data/records/${kind}`,
    // `<year>/<date>-<slug>`, the date as written. Not `{{month}}` and `{{day}}`: Decap reads
    // 2026-01-12 as local midnight and prints those in UTC, so in India (UTC+5:30) every file
    // would be named a day early (the desk's end-to-end test runs in Asia/Kolkata). `{{year}}`
    // has the same flaw on 1 January only; Decap lowercases this template and drops its dots
    // and quotes, so `fields.date` and the `date('YYYY')` filter cannot be used here.
    path: '{{year}}/{{date}}-{{slug}}',
    extension: 'yaml',
    format: RECORD_FORMAT,
    create: true,
    // The file name comes from the English title (the `{{slug}}` above); the date gives the rest.
    identifier_field: 'title.en',
    summary: '{{date}} · {{title.en}}',
    sortable_fields: [{ field: 'date', default_sort: 'desc' }, 'title.en'],
    media_folder: `/public/docs/${kind}`,
    public_folder: `/docs/${kind}`,
    fields: Object.entries(shape).map(([name, schema]) => fieldFor(kind, name as keyof typeof FIELD_LABELS, schema)),
  };
}

/** The whole configuration, as an object. */
export function cmsConfig() {
  return {
    // Production: the university's Forgejo; webmasters sign in with their Forgejo account.
    // The `forgejo` backend has the editorial workflow (Decap's `gitea` backend refuses it).
    backend: {
      name: 'forgejo',
      repo: FORGEJO_REPO,
      branch: PUBLISH_BRANCH,
      base_url: FORGEJO_ORIGIN,
      api_root: `${FORGEJO_ORIGIN}/api/v1`,
      app_id: FORGEJO_APP_ID,
    },
    // Drafts, review, then publish (host/admin/desk.ts switches to one commit per save on this computer).
    publish_mode: 'editorial_workflow',
    // `npm run cms`: decap-server on this computer, used when the desk is opened on localhost.
    local_backend: { url: LOCAL_BACKEND_URL },
    media_folder: 'public/docs',
    public_folder: '/docs',
    // File names in plain ASCII (a record's file name and an uploaded PDF's), lowercase with hyphens.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      ...(Object.keys(RECORD_KINDS) as RecordKind[]).map(collectionFor),
      pagesCollection(ROOT),
      siteCollection(ROOT),
    ],
  };
}

/** The configuration file's text. */
export function renderCmsConfig(): string {
  const header = [
    '# The publishing desk (/admin, Decap CMS). Generated from data/schema/records.ts, the page files and the site files',
    '# by `npm run cms-config` (host/admin/cms-config.ts): do not edit by hand.',
  ];
  const config = cmsConfig();
  const document = new Document(config, { aliasDuplicateObjects: false });
  // Every page file has the same fields: written once, named, and referred to by the others
  // (about 330 lines each, the file would be 28 times that). Only these: other repeated
  // values stay written out, as a reader expects.
  const pages = config.collections.findIndex((collection) => collection.name === 'pages');
  const files = document.getIn(['collections', pages, 'files'], true);
  if (isSeq(files)) {
    const [first, ...rest] = files.items.filter(isMap);
    const fields = first?.get('fields', true);
    if (isNode(fields)) {
      fields.anchor = 'page_fields';
      for (const file of rest) file.set('fields', document.createAlias(fields));
    }
  }
  return `${header.join('\n')}\n${document.toString({ lineWidth: 0 })}`;
}
