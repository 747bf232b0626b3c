import { newsTableRows } from '../../data/content/news-table';
import type { NewsRow, Table } from '../../data/schema/layouts';

/** The column headings of the news table, in the page's language (the message catalogs' `news.*`). */
type NewsHeadings = Record<'serial_no' | 'date' | 'file_title' | 'file', string>;

/** The news rows as a table (serial number, date, title, file with view and download). */
export function newsTable(rows: NewsRow[], headings: NewsHeadings): Table {
  return {
    columns: Object.entries(headings).map(([accessor, heading]) => ({ heading, accessor })),
    rows: newsTableRows(rows),
    isHeader: true,
  };
}
