import type { LayoutOf } from '../../data/schema/layouts';
import { TableSet } from './TableSet';
import { useI18n } from '../core/i18n';

/** multiple-table: titled tables, or 'No tables found'. */
export function MultipleTable({ item }: { item: LayoutOf<'multiple-table'> }) {
  const { t } = useI18n();
  return <TableSet item={item} emptyText={t('table.noTables')} />;
}
