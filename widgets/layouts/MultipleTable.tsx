import type { LayoutOf } from '../../data/schema/layouts';
import { texts } from '../../data/texts';
import { TableSet } from './TableSet';

/** multiple-table: titled tables, or 'No tables found'. */
export function MultipleTable({ item }: { item: LayoutOf<'multiple-table'> }) {
  return <TableSet item={item} emptyText={texts.noTables} />;
}
