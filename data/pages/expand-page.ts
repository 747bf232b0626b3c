import type { LanguageCode } from '../i18n/languages';
import { pageCount } from '../listing-pages.ts';
import { circularRows, latestUpdates, recordLink } from '../records/queries.ts';
import type { Stored } from '../records/samples';
import type { ContentItem, PageContent, PageFile, Update, UpdateInFile } from '../schema/content';
import type { LayoutItemInFile, TableRow } from '../schema/layouts';
import type { LatestUpdates, LinkedKind, RecordRows, RecordUpdate } from '../schema/page-queries';

/**
 * A page file's record queries (data/schema/page-queries.ts) turned into the lists they
 * name, with the same queries every other list of the site uses (data/records/queries.ts):
 * a circular's title or a section's latest updates live in the records alone.
 */

/** The records one language's pages may ask for; the loader passes only those its pages use. */
export interface PageRecords {
  circulars?: Array<Stored<'circulars'>>;
  notices?: Array<Stored<'notices'>>;
  documents?: Array<Stored<'documents'>>;
  /** The daily news table's rows in the language (data/content/news-table-rows.ts). */
  newsRows?: TableRow[];
  /** The build's day (notices expire by it). */
  today: string;
}

/** A page as written in one file, with the language it is written in. */
export interface PageEntry {
  file: string;
  lang: LanguageCode;
  page: PageContent;
}

const given = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`the page loader gave no ${what}`);
  return value;
};

function expandRows(rows: RecordRows, records: PageRecords, lang: LanguageCode): TableRow[] {
  if (rows.records === 'news') return given(records.newsRows, 'news');
  return circularRows(given(records.circulars, 'circulars'), rows.section, lang);
}

/** Table layouts hold tables in `sections`; every other layout has no rows to answer. */
const tableLayouts = new Set(['searchbar-table', 'simple-table', 'multiple-table', 'multiple-file-table']);

/**
 * What a walk of a page file's record queries does with each: answers it with the list it names
 * (expandPage) or notes what it asks for (host/vite/content/record-index.ts `pageQueries`).
 */
export interface QueryAnswers {
  named: (kind: LinkedKind, slug: string, update: RecordUpdate) => Update[];
  latest: (update: LatestUpdates) => Update[];
  /** A table whose rows are a query: its rows, with anything else the table gains (a listing). */
  table: (rows: RecordRows, item: LayoutItemInFile) => { rows: TableRow[] };
}

/**
 * The one walk of a page file's record queries (data/schema/page-queries.ts): each update naming
 * a record or a section's latest, and each table of records; everything else stays as written.
 */
export function answerQueries(page: PageFile, answers: QueryAnswers): PageContent {
  const answerUpdate = (update: UpdateInFile): Update[] => {
    if ('record' in update) {
      const [kind, slug] = update.record.split('/') as [LinkedKind, string];
      return answers.named(kind, slug, update);
    }
    return 'latest' in update ? answers.latest(update) : [update];
  };
  const answerItem = (item: LayoutItemInFile): ContentItem => {
    if (!tableLayouts.has(item.layout_type)) return item as ContentItem;
    const tables = (item as { sections: Array<{ rows: TableRow[] | RecordRows }> }).sections;
    const answered = tables.map((table) =>
      Array.isArray(table.rows) ? table : { ...table, ...answers.table(table.rows, item) },
    );
    return { ...item, sections: answered } as ContentItem;
  };
  return {
    ...page,
    sidebarItems: page.sidebarItems.map((item) => ({ ...item, updates: item.updates.flatMap(answerUpdate) })),
    contents: page.contents.map(answerItem),
  };
}

/**
 * A table whose rows are records (a section's circulars, the daily news) is a listing, paged at its
 * sidebar item's path (data/listing-pages.ts): here it keeps every row and learns its page count;
 * the loader cuts it into pages (data/pages/listing-split.ts). The news rows keep the serial
 * numbers they were given over the whole table (from the oldest, listed newest first).
 */
function answersFrom(records: PageRecords, lang: LanguageCode, page: PageFile): QueryAnswers {
  return {
    named: (kind, slug, update) => [{ id: update.id, ...recordLink(given(records[kind], kind), slug, lang) }],
    latest: (update) =>
      latestUpdates(
        { circulars: given(records.circulars, 'circulars'), notices: given(records.notices, 'notices') },
        update.section,
        lang,
        { count: update.latest, today: records.today, firstId: update.id },
      ),
    table: (query, item) => {
      const rows = expandRows(query, records, lang);
      const path = page.sidebarItems.find((sidebarItem) => sidebarItem.id === item.content_id)?.path;
      if (!path)
        throw new Error(
          `contents: the table of ${query.records} (content_id ${item.content_id}) has no sidebar item with id ${item.content_id}, whose path would list its pages`,
        );
      return { rows, listing: { path, page: 1, pages: pageCount(rows.length) } };
    },
  };
}

/** One listing a sidebar item: two would share its page paths. */
function checkOneListingEach(contents: ContentItem[]) {
  const listed = contents.flatMap((item) =>
    'sections' in item && Array.isArray(item.sections)
      ? (item.sections as Array<{ listing?: unknown }>).filter((table) => table.listing).map(() => item.content_id)
      : [],
  );
  const twice = listed.find((id, index) => listed.indexOf(id) !== index);
  if (twice !== undefined)
    throw new Error(
      `contents: the sidebar item with id ${twice} has two tables of records; give one of them an item of its own (each listing's pages follow its item's path)`,
    );
}

/** The page of a file, its queries answered in `lang` (an unknown record fails, naming the file). */
export function expandPage(file: string, page: PageFile, records: PageRecords, lang: LanguageCode): PageContent {
  try {
    const expanded = answerQueries(page, answersFrom(records, lang, page));
    checkOneListingEach(expanded.contents);
    return expanded;
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
