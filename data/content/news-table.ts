import type { NewsRow, Table } from '../schema/layouts';

/**
 * How the daily news table shows its rows in English (the other languages: data/content/<lang>/news.ts),
 * a module without the records, so the news widget's code carries none of them.
 */

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
