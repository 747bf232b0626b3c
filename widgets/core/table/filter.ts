import type { TableCell, TableColumn, TableRow } from '../../../data/schema/layouts';

/** All the text a cell shows, flattened (for filtering). */
export function cellText(value: TableCell | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((entry) => cellText(entry)).join(' ');
  if ('listItems' in value) return `${cellText(value.title)} ${cellText(value.listItems)}`;
  return cellText(value.text);
}

/**
 * Rows whose shown text contains every word of the query (case-insensitive).
 * Group heading rows (bold_heading) are kept only when a row under them matches.
 */
export function filterRows(rows: TableRow[], columns: TableColumn[], query: string): TableRow[] {
  const words = query.toLowerCase().split(/\s/).filter(Boolean);
  if (words.length === 0) return rows;
  const matches = (row: TableRow) => {
    const text = [
      ...columns.map((column) => cellText(row[column.accessor] as TableCell | undefined)),
      cellText(row.file_title),
      cellText(row.file_name),
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  };
  const result: TableRow[] = [];
  let heading: TableRow | undefined;
  for (const row of rows) {
    if (row.bold_heading !== undefined) {
      heading = row;
      continue;
    }
    if (!matches(row)) continue;
    if (heading) {
      result.push(heading);
      heading = undefined;
    }
    result.push(row);
  }
  return result;
}
