import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { isLanguage } from '../../../data/i18n/languages.ts';
import { formatProblem, readRecord, recordForLanguage } from '../../../data/records/read-record.ts';
import { indiaToday } from '../../../data/records/india-today.ts';
import { RECORD_KINDS, type RecordKind } from '../../../data/schema/records.ts';
import { reloadOnNewFiles } from './reload-on-new-files.ts';
import { readOnce } from './read-once.ts';
import { dataModule } from './in-thread-data.ts';
import { fileWatcher } from './watch-files.ts';
import { givenRecordList, keepRecordList } from './listed-records.ts';

/**
 * Serves the records (data/records/<kind>/<year>/<name>.yaml) to the site's code:
 * - `virtual:records/<kind>?lang=<code>`: every record of that kind, checked against its
 *   schema, newest first, circulars, notices, tenders and documents each with its `slug` (file name,
 *   how pages name one); their texts keep only English
 *   and `lang`, so a page carries no other language's words. A bad record fails the build
 *   (and shows in `npm run dev`) naming the file, the field and the language.
 * - `virtual:build-date`: the day the site is built (India's date, YYYY-MM-DD), one value for the
 *   whole build, so notices move to the archive the same way on the server and in the browser.
 *   `UNI_BUILD_DATE` sets it (tests, or rebuilding a past day's site).
 */
const RECORDS_PREFIX = 'virtual:records/';
/** The kinds whose records pages name one by one (updates boxes, `recordLink`): each keeps its `slug`. */
const NAMED_KINDS = new Set(['circulars', 'notices', 'tenders', 'documents']);
const BUILD_DATE_ID = 'virtual:build-date';

export function buildDate(): string {
  const given = process.env.UNI_BUILD_DATE;
  if (given && !/^\d{4}-\d{2}-\d{2}$/.test(given))
    throw new Error(`UNI_BUILD_DATE must look like 2026-01-12, not "${given}"`);
  return given || indiaToday();
}

/** Every record file of a kind: data/records/<kind>/<year>/<name>.yaml, in name order. */
export function recordFiles(root: string, kind: RecordKind): string[] {
  const folder = join(root, 'data/records', kind);
  let years: string[];
  try {
    years = readdirSync(folder);
  } catch {
    return [];
  }
  return years
    .flatMap((year) => {
      try {
        return readdirSync(join(folder, year)).map((name) => join(folder, year, name));
      } catch {
        return [];
      }
    })
    .filter((file) => file.endsWith('.yaml'))
    .sort();
}

/**
 * Every record of `kind`, checked against its schema, newest first, in `lang` (its texts keep only
 * English and `lang`; every language without one), with its `slug` where pages name records of the
 * kind; or what needs correcting. `watch` is told each file read.
 */
export function kindRecords(
  root: string,
  kind: RecordKind,
  lang: string | null,
  watch: (file: string) => void,
): { records: Array<{ date: string; slug?: string }> } | { problems: string[] } {
  // A prerender worker is given the lists the build's thread made (listed-records.ts); it watches nothing.
  const given = givenRecordList<Array<{ date: string; slug?: string }>>(root, kind, lang);
  if (given) return { records: given };
  const records: Array<{ slug: string; date: string }> = [];
  const problems: string[] = [];
  for (const file of recordFiles(root, kind)) {
    watch(file);
    const result = readOnce(file, 'record', (text) => readRecord(relative(root, file), text));
    if ('problems' in result) problems.push(...result.problems.map(formatProblem));
    else {
      const slug = file
        .split('/')
        .at(-1)!
        .replace(/\.yaml$/, '');
      const record = isLanguage(lang) ? recordForLanguage(result.record, lang) : result.record;
      records.push({ slug, date: String(record.date), ...record });
    }
  }
  if (problems.length) return { problems };
  const listed = records
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    // Only pages name records, and only these kinds: the widgets' samples carry no slugs.
    .map(({ slug, ...record }) => (NAMED_KINDS.has(kind) ? { slug, ...record } : record));
  keepRecordList(root, kind, lang, listed);
  return { records: listed };
}

export function recordsPlugin(root: string, date = buildDate()): Plugin {
  return {
    name: 'uni-records',
    // A record added or removed changes its kind's list: the dev server reloads the page with the new list.
    configureServer: (server) =>
      reloadOnNewFiles(server, join(root, 'data/records'), (id) => id.startsWith(`\0${RECORDS_PREFIX}`)),
    resolveId: (id) => (id.startsWith(RECORDS_PREFIX) || id === BUILD_DATE_ID ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${BUILD_DATE_ID}`) return `export const buildDate = ${JSON.stringify(date)};\n`;
      if (!id.startsWith(`\0${RECORDS_PREFIX}`)) return undefined;
      const [kind = '', query = ''] = id.slice(`\0${RECORDS_PREFIX}`.length).split('?');
      if (!(kind in RECORD_KINDS)) return this.error(`${id.slice(1)}: no such kind of record`);
      const lang = new URLSearchParams(query).get('lang');
      const result = kindRecords(root, kind as RecordKind, lang, fileWatcher(this));
      if ('problems' in result) return this.error(`Records that need correcting:\n${result.problems.join('\n')}`);
      return dataModule(this.environment, id, result.records);
    },
  };
}
