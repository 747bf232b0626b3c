import type { LayoutOf } from '../../data/schema/layouts';
import { FileActions } from '../core/file-actions';
import { T, textOf } from '../core/text';
import { useI18n } from '../core/i18n';
import { keyedBy } from '../core/keyed';

/** pdf_list: file rows, each with its name, a 'view' link and a 'Download' button (greyed without a file). */
export function PdfList({ item }: { item: LayoutOf<'pdf_list'> }) {
  const { t } = useI18n();
  if (item.sections.length === 0) return <p className="m-0 text-gray-700">{t('table.noData')}</p>;
  return (
    <ul className="m-0 list-none divide-y divide-gray-200 border border-gray-200 p-0">
      {keyedBy(item.sections, (entry) => textOf(entry.file_name)).map(({ key, item: entry }) => (
        <li key={key} className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
          <span className="flex items-center gap-2">
            <span className="i-mdi-file-pdf-box text-xl text-accent" aria-hidden="true" />
            <T value={entry.file_name} />
          </span>
          <FileActions file={entry.file} title={textOf(entry.file_name)} fileName={textOf(entry.file_name)} />
        </li>
      ))}
    </ul>
  );
}
