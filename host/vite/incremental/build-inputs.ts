import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../../../data/i18n/languages.ts';
import { LINKED_KINDS } from '../../../data/schema/page-queries.ts';
import { RECORD_KINDS, type RecordKind } from '../../../data/schema/records.ts';
import { pageSections, sectionContent, sectionHash } from '../content/pages-plugin.ts';
import { recordFiles } from '../content/records-plugin.ts';
import { RecordLookup } from '../content/record-index.ts';
import { DOCUMENTS_FOLDER, documentSizes } from '../modules/doc-sizes-plugin.ts';
import { EVENT_PAGES, recordPagesKey, sectionKey } from './build-plan.ts';
import { loadSiteModule } from '../content/import-site-module.ts';

/**
 * What the build is made from, as hashes (build-plan.ts compares them with the last build's):
 * the code, and the content (data/pages/<section>/*.yaml, data/records/<kind>/…) by section.
 */

/**
 * The folders and files of the project the build reads (as the bench's copy of the project,
 * tests/tools/bench/write-site.mjs): all of it is code but the content below.
 */
const CODE_FOLDERS = ['data', 'host', 'widgets', 'public'];
const CODE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'uno.config.ts', 'vite.config.ts'];
/** The content: each page's and each record's file, in these folders' subfolders. */
const CONTENT_FOLDERS: ReadonlySet<string> = new Set(['data/pages', 'data/records']);

function addFile(hash: Hash, root: string, file: string) {
  hash
    .update(`${relative(root, file)}\0`)
    .update(readFileSync(file))
    .update('\0');
}

function addFolder(hash: Hash, root: string, folder: string) {
  const inContent = CONTENT_FOLDERS.has(relative(root, folder));
  for (const entry of readdirSync(folder, { withFileTypes: true }).toSorted((a, b) => a.name.localeCompare(b.name))) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!inContent && relative(root, path) !== DOCUMENTS_FOLDER) addFolder(hash, root, path);
    } else if (entry.isFile()) addFile(hash, root, path);
  }
}

/**
 * The code's hash: every file of the folders the build reads (the site's data but the pages'
 * and records' own files: the menu, the site's identity, the languages' texts, the home's
 * samples, images; not the documents, which are content: the manifest's `documents`), the lock
 * file and the configuration. Reading them is a
 * fraction of a second at the sample's size; any change makes the build full.
 */
export function codeHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of CODE_FILES) if (existsSync(join(root, file))) addFile(hash, root, join(root, file));
  for (const folder of CODE_FOLDERS) if (existsSync(join(root, folder))) addFolder(hash, root, join(root, folder));
  return hash.digest('hex');
}

/**
 * The records a content page lists (updates boxes, records tables, the daily news table) reach it
 * through its section's module, expanded (`sectionContent`); the other kinds (events, news) the
 * widgets show from their data files (data/records/widget-data-files.ts): their files' hash is
 * `widgetRecords`, and the pages that show such a widget render again when it changes (build-plan.ts).
 */
const SECTION_LISTED_KINDS: ReadonlySet<string> = new Set(LINKED_KINDS);

export interface ContentInputs {
  /**
   * Each section's input in each language (`sectionKey`): its module, as the prerender loads it;
   * and the events pages' (`EVENT_PAGES`): the widgets' records.
   */
  sections: Record<string, string>;
  /** The records the widgets show from their data files (the kinds sections do not list). */
  widgetRecords: string;
}

/**
 * The content's hashes. A section's is its module in the language (pages-plugin.ts): its
 * pages, each from its translation or English, with their record queries answered on the build's
 * date, and its listings' later pages: exactly what its pages show of the content, so a circular republished changes the
 * sections that list it, not those that list other circulars.
 */
export function contentInputs(
  root: string,
  today: string,
  section: (section: string, lang: LanguageCode) => string = sectionInputs(root, today),
): ContentInputs {
  const sections: Record<string, string> = {};
  for (const name of pageSections(root))
    for (const lang of LANGUAGE_CODES) sections[sectionKey(name, lang)] = section(name, lang);
  const hash = createHash('sha256');
  for (const kind of Object.keys(RECORD_KINDS) as RecordKind[])
    if (!SECTION_LISTED_KINDS.has(kind)) for (const file of recordFiles(root, kind)) addFile(hash, root, file);
  const widgetRecords = hash.digest('hex');
  // The events page and its later pages show the widgets' records and nothing else of the content.
  for (const lang of LANGUAGE_CODES) sections[sectionKey(EVENT_PAGES, lang)] = widgetRecords;
  return { sections, widgetRecords };
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * A section's input in a language, made once on `today`: the hash of its content as its module in
 * this build made it (`madeSectionHash`, when `made` is given: a build's, whose steps load every
 * section's module), or made here. A section in error has the hash of its problems: the build
 * fails elsewhere (pages-plugin.ts), naming file and field.
 */
export function sectionInputs(
  root: string,
  today: string,
  made?: (section: string, lang: LanguageCode) => string | undefined,
): (section: string, lang: LanguageCode) => string {
  const lookup = new RecordLookup(root);
  const hashes = new Map<string, string>();
  return (section, lang) => {
    const key = sectionKey(section, lang);
    let hash = hashes.get(key) ?? made?.(section, lang);
    if (hash === undefined) hash = sectionHash(sectionContent(root, section, lang, today, lookup, () => {}));
    hashes.set(key, hash);
    return hash;
  };
}

/**
 * What's new's and each archive page's input in each language (`sectionKey(recordPagesKey(path), lang)`):
 * what the page shows of the content (data/records/site-record-pages.ts: its records' text, its date
 * as the footer gives it, English's, and the archive's page count, which its pagination shows).
 * Made from the modules the build's steps loaded (the sitemap and search load them).
 */
export async function recordPageInputs(root: string): Promise<Record<string, string>> {
  const { recordPagesIn, archivePageCount } = await loadSiteModule<
    typeof import('../../../data/records/site-record-pages')
  >(root, 'data/records/site-record-pages.ts');
  const english = new Map(recordPagesIn(DEFAULT_LANGUAGE).map((page) => [page.path, page.lastUpdated]));
  const inputs: Record<string, string> = {};
  for (const lang of LANGUAGE_CODES) {
    const pages = archivePageCount(lang);
    for (const page of recordPagesIn(lang))
      inputs[sectionKey(recordPagesKey(page.path), lang)] = sha256(
        JSON.stringify([page, english.get(page.path), pages]),
      );
  }
  return inputs;
}

/**
 * The hash now of each input a build of its own may name (`moduleInputKey` in build-plan.ts): a
 * file's bytes (undefined when it is gone), a kind's record files, the pages (every section's
 * input, made on `today`), the route index's module (`routeIndex`), the build date, the code
 * (`code`); and any `extra` the build adds. Each is made once, when first asked.
 */
export function inputHashes(
  root: string,
  facts: {
    code: string;
    today: string;
    sections: () => Record<string, string>;
    routeIndex: string;
    extra: Record<string, string>;
  },
): (key: string) => string | undefined {
  const made = new Map<string, string | undefined>();
  const make = (key: string): string | undefined => {
    if (key in facts.extra) return facts.extra[key];
    if (key === 'code') return facts.code;
    if (key === 'build-date') return facts.today;
    if (key === 'documents') return sha256(JSON.stringify(Object.entries(documentSizes(root)).toSorted()));
    if (key === 'route-index') return sha256(facts.routeIndex);
    if (key === 'pages') return sha256(JSON.stringify([facts.today, Object.entries(facts.sections()).toSorted()]));
    if (key.startsWith('records:')) {
      const kind = key.slice('records:'.length);
      if (!(kind in RECORD_KINDS)) return undefined;
      const hash = createHash('sha256');
      for (const file of recordFiles(root, kind as RecordKind)) addFile(hash, root, file);
      return hash.digest('hex');
    }
    if (!key.startsWith('file:')) return undefined;
    try {
      return sha256(readFileSync(join(root, key.slice('file:'.length).split('?')[0]!)));
    } catch {
      return undefined; // gone, or not a file: not the input it was
    }
  };
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key);
  };
}
