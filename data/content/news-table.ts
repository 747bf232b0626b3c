import type { NewsRow, Table } from '../schema/layouts';

/**
 * How the daily news table shows its rows (English here; Marathi and Hindi give their month names:
 * data/content/<lang>/news.ts), a module without the records, so the news widget's code carries none of them.
 */

/** '2025-09-15' -> '15 <months[8]> 2025': no time zone involved, the same on server and browser. */
export function dayMonthYear(iso: string, months: readonly string[]): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${String(day).padStart(2, '0')} ${months[month - 1]} ${year}`;
}

/** The rows of the news table dated by `dateOf`, each file with its name for view and download. */
export const rowsDatedBy =
  (dateOf: (iso: string) => string) =>
  (rows: NewsRow[]): Table['rows'] =>
    rows.map((row) => ({
      ...row,
      date: dateOf(row.date),
      ...(row.file ? { file_name: row.file.split('/').at(-1) } : {}),
    }));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-09-15' -> '15 Sep 2025'. */
export const newsDate = (iso: string): string => dayMonthYear(iso, MONTHS);

/** The rows of the English news table. */
export const newsTableRows = rowsDatedBy(newsDate);
