import type { LayoutOf } from '../../data/schema/layouts';
import { TableSet } from './TableSet';

/** multiple-file-table: tables of documents with view and download controls. */
export function MultipleFileTable({ item }: { item: LayoutOf<'multiple-file-table'> }) {
  return <TableSet item={item} />;
}
