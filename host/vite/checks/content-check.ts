import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../../../data/i18n/languages.ts';
import { formatProblem, readRecord, type RecordProblem } from '../../../data/records/read-record.ts';
import { RECORD_KINDS, type RecordKind } from '../../../data/schema/records.ts';
import { checkSiteFiles } from '../../../data/site/read-site-file.ts';
import { loadSiteModule, withSiteModules } from '../content/import-site-module.ts';
import { listingClaims } from './listing-claims.ts';
import { recordFiles } from '../content/records-plugin.ts';
import type { PageEntry } from '../../../data/pages/expand-page.ts';
import { readOnce } from '../content/read-once.ts';
import { routeIndexOf } from '../modules/route-index-plugin.ts';

/**
 * What `npm run check` and the build say about the content: errors (the build stops; the
 * last good site stays online) and the translation report (what is still English only, per
 * language). Each error names the file, the field and the language in a webmaster's words.
 */
export interface ContentReport {
  errors: string[];
  /** Per language other than English: the records and the pages not yet written in it. */
  untranslated: Partial<Record<LanguageCode, { records: string[]; pages: string[] }>>;
  counts: { records: number; pages: number };
}

interface ReadFile {
  file: string;
  kind: RecordKind;
  record: Record<string, unknown> & { date: string; file?: string; reference?: string; title?: Record<string, string> };
}

const PDF_MAGIC = '%PDF-';

/** A file's first bytes, as many as `PDF_MAGIC` has: reading whole PDFs (scans of megabytes, thousands of them) to check five bytes would grow the check with the documents' size. */
function pdfHead(path: string): string {
  const head = Buffer.alloc(PDF_MAGIC.length);
  const file = openSync(path, 'r');
  try {
    return head.subarray(0, readSync(file, head, 0, head.length, 0)).toString('latin1');
  } finally {
    closeSync(file);
  }
}

/** A record's PDF must be a PDF file that exists under public/. */
function checkPdf(root: string, { file, record }: ReadFile): RecordProblem[] {
  if (!record.file) return [];
  const onDisk = join(root, 'public', record.file);
  if (!existsSync(onDisk))
    return [
      {
        file,
        field: 'file',
        message: `${record.file} does not exist: upload the PDF (it goes in public${record.file})`,
      },
    ];
  return pdfHead(onDisk) === PDF_MAGIC
    ? []
    : [{ file, field: 'file', message: `${record.file} is not a PDF file (it does not start like one)` }];
}

/** Dates that contradict each other: a notice that expires, or a tender that closes, before it is published. */
function checkDates({ file, record }: ReadFile): RecordProblem[] {
  const problems: RecordProblem[] = [];
  for (const field of ['expires', 'closes'] as const) {
    const value = record[field];
    if (typeof value === 'string' && value < record.date)
      problems.push({ file, field, message: `${value} is before the record's date ${record.date}` });
  }
  return problems;
}

/** The same value of `key` in two records of a kind: each file named, both ways. */
function duplicates(records: ReadFile[], key: (record: ReadFile) => string | undefined, what: string): RecordProblem[] {
  const seen = new Map<string, string>();
  const problems: RecordProblem[] = [];
  for (const entry of records) {
    const value = key(entry);
    if (!value) continue;
    const first = seen.get(`${entry.kind}:${value}`);
    if (first) problems.push({ file: entry.file, field: what, message: `"${value}" is already used by ${first}` });
    else seen.set(`${entry.kind}:${value}`, entry.file);
  }
  return problems;
}

/** Every record file read and checked, with what is wrong; `root` is the project. */
export function checkRecords(root: string): { read: ReadFile[]; problems: RecordProblem[] } {
  const read: ReadFile[] = [];
  const problems: RecordProblem[] = [];
  for (const kind of Object.keys(RECORD_KINDS) as RecordKind[]) {
    for (const path of recordFiles(root, kind)) {
      const file = relative(root, path);
      const result = readOnce(path, 'record', (text) => readRecord(file, text));
      if ('problems' in result) problems.push(...result.problems);
      else read.push({ file, kind, record: result.record as ReadFile['record'] });
    }
  }
  for (const entry of read) problems.push(...checkPdf(root, entry), ...checkDates(entry));
  problems.push(
    ...duplicates(read, (entry) => entry.file.split('/').at(-1), 'file name'),
    ...duplicates(read, (entry) => entry.record.reference, 'reference'),
  );
  return { read, problems };
}

/** The languages a record's texts are missing: every `{ en, mr, hi }` field must have each. */
export function missingLanguages(record: Record<string, unknown>): LanguageCode[] {
  const texts = Object.values(record).filter(
    (value): value is Record<string, string> => typeof value === 'object' && value !== null && 'en' in value,
  );
  return LANGUAGE_CODES.filter((lang) => texts.some((text) => !text[lang]));
}

/** The page files shown in English in a language (no translation of their own yet), with the paths each shows. */
const untranslatedPages = (sections: ReadonlyArray<{ entries: readonly PageEntry[] }>): string[] =>
  sections.flatMap(({ entries }) =>
    entries
      .filter((entry) => entry.lang === 'en')
      .map(({ file, page }) => `${file} (${page.sidebarItems.length} paths)`),
  );

/**
 * What an incremental build need not check again: the sections as the last complete build checked
 * them (host/vite/incremental/incremental-plugin.ts), by page file and by section and language.
 */
export interface UncheckedContent {
  file: (file: string) => boolean;
  section: (section: string, lang: LanguageCode) => boolean;
}

/** The routes' data set (data/check-all.ts): a route per English content page, made from its page. */
const ROUTES_FILE = 'data/routes.ts';

/**
 * The data sets to check: all, or in an incremental build all but the unchanged sections' page
 * files, and the routes without those of unchanged sections' English pages (each route is checked
 * alone, by its page and the menu: the routes of 3,000 pages a language took seconds to check).
 * `sectionOf`: a content page's section, by path (the route index's).
 */
export function dataToCheck<T extends { file: string; value: unknown }>(
  data: T[],
  unchecked: UncheckedContent | undefined,
  sectionOf: (path: string) => string | undefined,
): T[] {
  if (!unchecked) return data;
  return data
    .filter(({ file }) => !unchecked.file(file))
    .map((entry) =>
      entry.file === ROUTES_FILE && Array.isArray(entry.value)
        ? {
            ...entry,
            value: (entry.value as Array<{ path: string }>).filter((route) => {
              const section = sectionOf(route.path);
              return section === undefined || !unchecked.section(section, DEFAULT_LANGUAGE);
            }),
          }
        : entry,
    );
}

/**
 * `unchecked`: what need not be checked against its schema again (an incremental build's sections
 * as the last complete build checked them); the rest, and what spans files (duplicates, listings,
 * the menu's landing pages), is checked whole.
 */
export async function checkContent(root: string, unchecked?: UncheckedContent): Promise<ContentReport> {
  const { read, problems: recordProblems } = checkRecords(root);
  const problems = [...recordProblems, ...listingClaims(root), ...checkSiteFiles(root)];
  const { checkAllData, bundledData } = await loadSiteModule<typeof import('../../../data/check-all')>(
    root,
    'data/check-all.ts',
  );
  // The rest of the data (pages, routes) is checked only once the records and the site's files are right: it is built from them.
  const sectionOf = unchecked && new Map((await routeIndexOf(root)).map((entry) => [entry.path, entry.source]));
  const dataErrors = problems.length
    ? []
    : checkAllData(dataToCheck(bundledData, unchecked, (path) => sectionOf?.get(path)));
  // The route index (made once a build, route-index-plugin.ts: the bundle needs it next) counts the content pages.
  const [routes, { sitePages }] = problems.length
    ? [[], { sitePages: undefined }]
    : await Promise.all([
        routeIndexOf(root),
        loadSiteModule<typeof import('../../../data/pages/site-pages')>(root, 'data/pages/site-pages.ts'),
      ]);
  const untranslated: ContentReport['untranslated'] = {};
  for (const lang of LANGUAGE_CODES.filter((code) => code !== 'en'))
    untranslated[lang] = {
      records: read.filter((entry) => missingLanguages(entry.record).includes(lang)).map((entry) => entry.file),
      pages: untranslatedPages(sitePages?.[lang] ?? []),
    };
  return {
    errors: [...problems.map(formatProblem), ...dataErrors],
    untranslated,
    counts: { records: read.length, pages: routes.length },
  };
}

/** `npm run check`: the same, outside a build, with the one environment a build's steps share. */
export const checkContentOutsideBuild = (root: string): Promise<ContentReport> =>
  withSiteModules(root, () => checkContent(root));

const LANGUAGE_NAMES: Partial<Record<LanguageCode, string>> = { mr: 'Marathi', hi: 'Hindi' };

/** The report as `npm run check` prints it: what to correct first, then the translation report. */
export function formatReport({ errors, untranslated, counts }: ContentReport): string {
  const lines = [`Checked ${counts.records} records and ${counts.pages} content pages.`];
  if (errors.length)
    lines.push(
      '',
      `To correct (${errors.length}); the site is not built until these are fixed:`,
      ...errors.map((error) => `  ${error}`),
    );
  else lines.push('Nothing to correct.');
  lines.push('', 'Translation report (shown in English, marked as English, until written):');
  for (const [lang, { records, pages }] of Object.entries(untranslated)) {
    lines.push(
      `  ${LANGUAGE_NAMES[lang as LanguageCode] ?? lang} (${lang}): ${records.length} records, ${pages.length} pages untranslated`,
    );
    lines.push(...records.map((file) => `    ${file}`), ...pages.map((file) => `    ${file}`));
  }
  return lines.join('\n');
}
