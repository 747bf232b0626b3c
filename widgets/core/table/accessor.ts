import type { TableColumn } from '../../../data/schema/layouts';

/**
 * Spec 2.6: for a column given as a plain string, the accessor is the heading
 * lower-cased with every run of non-alphanumeric characters replaced by one
 * underscore. ('Phone No.' -> 'phone_no_', 'Sr. No.' -> 'sr_no_', 'E-mail' -> 'e_mail').
 */
export function accessorFor(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/** Columns as objects: a string column becomes `{ heading, accessor: accessorFor(heading) }`. */
export function normaliseColumns(columns: Array<TableColumn | string>): TableColumn[] {
  return columns.map((column) =>
    typeof column === 'string' ? { heading: column, accessor: accessorFor(column) } : column,
  );
}
