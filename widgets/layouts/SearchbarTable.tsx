import type { LayoutOf } from '../../data/schema/layouts';
import { TableSet } from './TableSet';

/** searchbar-table: tables with a filter box when searchable. */
export function SearchbarTable({ item }: { item: LayoutOf<'searchbar-table'> }) {
  return <TableSet item={item} />;
}
