import type { LayoutOf } from '../../data/schema/layouts';
import { TableSet } from './TableSet';

/** simple-table: tables with list cells; wrappable header and auto width. */
export function SimpleTable({ item }: { item: LayoutOf<'simple-table'> }) {
  return <TableSet item={item} />;
}
