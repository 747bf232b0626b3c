import news from 'virtual:records/news?lang=en';
import { newsRows as newsRowsOf, type Stored } from '../records/samples';
import type { NewsRow, Table } from '../schema/layouts';

/**
 * The daily news table (spec 3 "Daily news row": serial_no, date, file_title, file),
 * numbered and listed oldest first: a query over the news records (data/records/news/),
 * whose texts are written there in each language. Shown on /about/news; `<uni-news>` shows the newest
 * rows (data/records/widget-data-files.ts).
 */
export const newsRows: NewsRow[] = newsRowsOf(news as Array<Stored<'news'>>, 'en');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-09-15' -> '15 Sep 2025' (no time zone involved, same on server and browser). */
export function newsDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${year}`;
}

/** The rows of the news table: dated as the language reads them, each file with its name for view and download. */
export function newsTableRows(rows: NewsRow[]): Table['rows'] {
  return rows.map((row) => ({
    ...row,
    date: newsDate(row.date),
    ...(row.file ? { file_name: row.file.split('/').at(-1) } : {}),
  }));
}
