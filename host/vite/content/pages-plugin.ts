import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, type LanguageCode } from '../../../data/i18n/languages.ts';
import { pageFileName, readPage } from '../../../data/pages/read-page.ts';
import { formatProblem, type RecordProblem } from '../../../data/records/read-record.ts';
import type { PageContent, PageFile } from '../../../data/schema/content.ts';
import { splitListings, type ListingPage } from '../../../data/pages/listing-split.ts';
import type { LinkedKind } from '../../../data/schema/page-queries.ts';
import { newsTableRowsIn } from '../../../data/content/news-table-rows.ts';
import { newsRows, type Stored } from '../../../data/records/samples.ts';
import { buildDate, kindRecords } from './records-plugin.ts';
import { pageQueries, RecordLookup } from './record-index.ts';
import { expandPage, type PageRecords } from '../../../data/pages/expand-page.ts';
import { reloadOnNewFiles } from './reload-on-new-files.ts';
import { readOnce } from './read-once.ts';
import { dataExpression } from './in-thread-data.ts';
import { fileWatcher } from './watch-files.ts';

/**
 * Serves the content pages (data/pages/<section>/<page>.<lang>.yaml) to the site's code:
 * - `virtual:pages/<section>?lang=<code>`: the section's pages in that language, each page
 *   from its own translation where one exists, else from English (`lang: 'en'`, shown marked);
 *   each file checked against `PageFile` (a bad one fails the build naming file, field and
 *   language) and its record queries answered by data/pages/expand-page.ts; each listing of
 *   records holds its first page only (data/pages/listing-split.ts), its later pages are served
 *   on their own (listing-pages-plugin.ts).
 * - `virtual:site-pages?lang=<code>`: every section so (the route table, search, checks).
 * - `virtual:page-loaders`: each section's module by language, loaded on demand (the content page).
 */
const SECTION_PREFIX = 'virtual:pages/';
const SITE_PREFIX = 'virtual:site-pages';
const LOADERS_ID = 'virtual:page-loaders';

interface PageFileName {
  /** Relative to the project, e.g. data/pages/about/history.en.yaml. */
  file: string;
  section: string;
  name: string;
  lang: LanguageCode;
}

/** The page files of one section (a folder of data/pages/), in page order; none when there is no such folder. */
function sectionPageFiles(root: string, section: string): PageFileName[] {
  const folder = join(root, 'data/pages', section);
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(folder)
    .map((name) => `data/pages/${section}/${name}`)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .flatMap((file) => {
      const name = pageFileName(file);
      return name ? [{ file, ...name }] : [];
    });
}

/**
 * The folders of data/pages/, whether or not they hold a page file yet, in the order their files'
 * paths sort in (`about-us/…` before `about/…`: `-` sorts before `/`).
 */
function sectionFolders(root: string): string[] {
  const folder = join(root, 'data/pages');
  if (!existsSync(folder)) return [];
  const byPath = (name: string) => `${name}/`;
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => (byPath(a) < byPath(b) ? -1 : byPath(a) > byPath(b) ? 1 : 0));
}

/** Every page file, in section then page order. */
export const pageFiles = (root: string): PageFileName[] =>
  sectionFolders(root).flatMap((section) => sectionPageFiles(root, section));

/** The sections: the folders of data/pages/ that hold a page file. */
export const pageSections = (root: string) => [...new Set(pageFiles(root).map((entry) => entry.section))];

/**
 * Whether `section` is one of `pageSections`: its own folder alone is read (a section's module asked
 * this of every section's files, each of a build's hundreds of section modules at scale).
 */
export const isPageSection = (root: string, section: string) =>
  /^[^./\\][^/\\]*$/.test(section) && sectionPageFiles(root, section).length > 0;

/** Each record a page names must exist (its title and PDF come from it). */
function missingRecords(file: string, page: PageFile, lookup: RecordLookup): RecordProblem[] {
  return page.sidebarItems.flatMap((item, itemIndex) =>
    item.updates.flatMap((update, index) => {
      if (!('record' in update)) return [];
      const [kind, slug] = update.record.split('/') as [LinkedKind, string];
      return lookup.exists(kind, slug)
        ? []
        : [
            {
              file,
              field: `sidebarItems.${itemIndex}.updates.${index}.record`,
              message: `there is no ${update.record} (data/records/${kind}/<year>/${slug}.yaml): was it renamed or removed?`,
            },
          ];
    }),
  );
}

/**
 * A page's record queries answered now, from the records as the records plugin serves them
 * (`today`: the build's date): the module then holds the lists, not every record of the kinds
 * they come from (at 1,000 pages a language, 113 KB gzip of circulars and notices that a
 * department page downloaded to show its latest three). Or what needs correcting.
 */
function expandedNow(
  root: string,
  entry: { file: string; lang: LanguageCode; page: PageFile },
  today: string,
  lookup: RecordLookup,
  watch: (file: string) => void,
): { page: PageContent } | { problems: string[] } {
  const records: PageRecords = { today };
  for (const [kind, asked] of pageQueries(entry.page)) {
    if (kind === 'newsRows') {
      // The daily news table: every news item, numbered oldest first, dated in the page's language.
      const news = kindRecords(root, 'news', entry.lang, watch);
      if ('problems' in news) return news;
      records.newsRows = newsTableRowsIn(entry.lang, newsRows(news.records as Array<Stored<'news'>>, entry.lang));
      continue;
    }
    const result = lookup.records(kind, entry.lang, asked);
    if ('problems' in result) return result;
    Object.assign(records, { [kind]: result.records });
  }
  try {
    return { page: expandPage(entry.file, entry.page, records, entry.lang) };
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)] };
  }
}

/** A page of a section's module, its queries answered and its listings at their first page. */
interface SectionEntry {
  file: string;
  lang: LanguageCode;
  page: PageContent;
}

/**
 * The content of a section in a language: its pages read, checked and expanded (`expandedNow`),
 * each listing cut into its pages (the daily news table's as a section's circulars').
 */
export function sectionContent(
  root: string,
  section: string,
  lang: LanguageCode,
  today: string,
  lookup: RecordLookup,
  watch: (file: string) => void,
): { entries: SectionEntry[]; later: ListingPage[] } | { problems: string[] } {
  const files = sectionPageFiles(root, section);
  const problems: RecordProblem[] = [];
  const entries: Array<{ file: string; lang: LanguageCode; page: PageFile }> = [];
  const read = (file: string) => {
    watch(join(root, file));
    const result = readOnce(join(root, file), 'page', (text) => readPage(file, text));
    if ('problems' in result) problems.push(...result.problems);
    else problems.push(...missingRecords(file, result.page, lookup));
    return 'page' in result ? result.page : undefined;
  };
  for (const english of files.filter((entry) => entry.lang === DEFAULT_LANGUAGE)) {
    const translation =
      lang === DEFAULT_LANGUAGE ? undefined : files.find((entry) => entry.name === english.name && entry.lang === lang);
    const page = read(english.file);
    const own = translation && read(translation.file);
    if (page && own && own.path !== page.path)
      problems.push({ file: translation.file, field: 'path', message: `must be ${page.path}, as in ${english.file}` });
    const shown = own ?? page;
    if (shown)
      entries.push({ file: (own ? translation : english).file, lang: own ? lang : DEFAULT_LANGUAGE, page: shown });
  }
  for (const orphan of files.filter(
    (entry) =>
      entry.lang !== DEFAULT_LANGUAGE &&
      !files.some((other) => other.name === entry.name && other.lang === DEFAULT_LANGUAGE),
  ))
    problems.push({
      file: orphan.file,
      field: '',
      message: `has no English page (data/pages/${section}/${orphan.name}.en.yaml)`,
    });
  if (problems.length) return { problems: problems.map(formatProblem) };

  const shown: SectionEntry[] = [];
  const expandProblems: string[] = [];
  // Each listing's pages past the first: data of their own (listing-pages-plugin.ts), not the section's.
  const laterPages: ListingPage[] = [];
  for (const entry of entries) {
    const result = expandedNow(root, entry, today, lookup, watch);
    if ('problems' in result) {
      expandProblems.push(...result.problems);
      continue;
    }
    const { page, later } = splitListings(result.page);
    laterPages.push(...later);
    shown.push({ ...entry, page });
  }
  if (expandProblems.length) return { problems: expandProblems };
  return { entries: shown, later: laterPages };
}

export function pagesPlugin(root: string, today = buildDate()): Plugin {
  const lookup = new RecordLookup(root);
  const isPagesModule = (id: string) => id.startsWith('\0virtual:') && /pages/.test(id);
  return {
    name: 'uni-pages',
    configureServer(server) {
      // A page file added or removed changes its section: the dev server reloads with the new list.
      reloadOnNewFiles(server, join(root, 'data/pages'), isPagesModule);
      // A section module does not watch every record (each would be an import of every section
      // module: at 10,000 pages a language, 300 modules resolving 20,000 files each); any record
      // added, removed or edited reloads them all.
      reloadOnNewFiles(server, join(root, 'data/records'), isPagesModule, {
        edits: true,
        forget: () => lookup.forget(),
      });
    },
    resolveId: (id) =>
      id.startsWith(SECTION_PREFIX) || id.startsWith(SITE_PREFIX) || id === LOADERS_ID ? `\0${id}` : undefined,
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const loaders = pageSections(root).map(
          (section) =>
            `${JSON.stringify(section)}: { ${LANGUAGE_CODES.map((lang) => `${lang}: () => import('${SECTION_PREFIX}${section}?lang=${lang}').then((module) => module.default)`).join(', ')} }`,
        );
        return `export const pageLoaders = { ${loaders.join(',\n')} };\n`;
      }
      const [name = '', query = ''] = id.slice(1).split('?');
      const lang = new URLSearchParams(query).get('lang');
      if (name === SITE_PREFIX) {
        if (!isLanguage(lang)) return this.error(`${id.slice(1)}: give a language, ?lang=en`);
        const sections = pageSections(root);
        return `${sections.map((section, index) => `import section${index} from '${SECTION_PREFIX}${section}?lang=${lang}';`).join('\n')}
export default [${sections.map((section, index) => `{ section: ${JSON.stringify(section)}, entries: section${index} }`).join(', ')}];
`;
      }
      if (!name.startsWith(SECTION_PREFIX)) return undefined;
      const section = name.slice(SECTION_PREFIX.length);
      if (!isLanguage(lang)) return this.error(`${id.slice(1)}: give a language, ?lang=en`);
      if (!isPageSection(root, section)) return this.error(`${id.slice(1)}: no folder data/pages/${section}`);
      const result = sectionContent(root, section, lang, today, lookup, fileWatcher(this));
      if ('problems' in result) return this.error(`Pages that need correcting:\n${result.problems.join('\n')}`);
      laterPagesMade.set(laterPagesKey(root, section, lang, today), result.later);
      sectionHashesMade.set(laterPagesKey(root, section, lang, today), sectionHash(result));
      return `export default ${dataExpression(this.environment, id, result.entries)};\n`;
    },
  };
}

/**
 * Each section's later listing pages as its module last made them, by project, section, language
 * and date: the build loads every section's module, and writing the listings' files, the search
 * index and the prerender then take them from here instead of expanding every page again.
 */
const laterPagesMade = new Map<string, ListingPage[]>();
const laterPagesKey = (root: string, section: string, lang: LanguageCode, today: string) =>
  JSON.stringify([root, section, lang, today]);

/**
 * The hash of each section's content as its module last made it, by the same keys: the incremental
 * build compares it with the last build's (host/vite/incremental/build-inputs.ts) instead of making
 * every section's content a second time.
 */
const sectionHashesMade = new Map<string, string>();

/** The hash of a section's content (`sectionContent`'s result): what the incremental build compares. */
export const sectionHash = (content: ReturnType<typeof sectionContent>): string =>
  createHash('sha256').update(JSON.stringify(content)).digest('hex');

/** A section's hash as its module made it in this process, or undefined when no module made it. */
export const madeSectionHash = (root: string, section: string, lang: LanguageCode, today: string) =>
  sectionHashesMade.get(laterPagesKey(root, section, lang, today));

/**
 * Forgets them when a data file changes (`npm run dev`) and when a build starts (incremental-plugin.ts):
 * they are made again when next asked.
 */
export const forgetListingPages = () => {
  laterPagesMade.clear();
  sectionHashesMade.clear();
};

/**
 * The later pages of every listing in a section and language (listing-pages-plugin.ts serves and
 * writes them); a page that needs correcting fails, as its section's module would.
 */
export function listingPagesOf(
  root: string,
  section: string,
  lang: LanguageCode,
  today: string,
  watch: (file: string) => void = () => {},
): ListingPage[] {
  const made = laterPagesMade.get(laterPagesKey(root, section, lang, today));
  if (made) return made;
  const result = sectionContent(root, section, lang, today, new RecordLookup(root), watch);
  if ('problems' in result) throw new Error(`Pages that need correcting:\n${result.problems.join('\n')}`);
  return result.later;
}
