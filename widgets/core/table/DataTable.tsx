import type { ReactNode } from 'react';
import type { Description, ListItem, Table, TableCell, TableColumn, TableRow } from '../../../data/schema/layouts';
import { PassageLanguage, useI18n } from '../i18n';
import { FileActions } from '../file-actions';
import { keyedBy } from '../keyed';
import { isLink, ListEntry, T, TextLink, textOf } from '../text';
import { normaliseColumns } from './accessor';

/**
 * The table primitive every table layout and the news widget use
 * (widgets/core/table/DataTable.tsx). Columns may be objects or strings (see
 * accessorFor); rows are keyed by accessor; a header row is shown unless
 * `isHeader` is false; a table without rows says 'No Data Found'.
 */
export interface DataTableProps {
  table: Table;
  /** The rows to show (default: table.rows); a filter passes its result here. */
  rows?: TableRow[];
  viewable?: boolean;
  downloadable?: boolean;
  /** Header cells may wrap (default false: they stay on one line). */
  wrappable?: boolean;
  /** The table takes its content's width instead of the full width. */
  autoWidth?: boolean;
  /** Shown instead of 'No Data Found' when rows were filtered away. */
  filteredEmptyText?: string;
  /** Accessible name of the table when it has no visible title. */
  label?: string;
}

function isDescription(value: unknown): value is Description {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'listItems' in value;
}

/** An array cell as the column says: ordered (numbers, letters, none), unordered (bullets, none, prefix texts), or lines. */
export function ListCell({ items, column }: { items: ListItem[]; column: TableColumn }) {
  const entries = keyedBy(items, (item) => (isLink(item) ? item.href : textOf(item)));
  if (column.type === 'order-list') {
    const by = column.by ?? 'number';
    const className =
      by === 'letter' ? 'm-0 list-alpha pl-5' : by === 'none' ? 'm-0 list-none p-0' : 'm-0 list-decimal pl-5';
    return (
      <ol className={className} type={by === 'letter' ? 'a' : undefined} data-list={`order-${by}`}>
        {entries.map(({ key, item }) => (
          <li key={key}>
            <ListEntry item={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (column.type === 'unorder-list' && column.prevTexts?.length) {
    return (
      <ul className="m-0 list-none p-0" data-list="unorder-prefixed">
        {entries.map(({ key, item }, index) => (
          <li key={key}>
            {column.prevTexts![index] !== undefined ? (
              <strong className="font-semibold">
                <T value={column.prevTexts![index]} />{' '}
              </strong>
            ) : null}
            <ListEntry item={item} />
          </li>
        ))}
      </ul>
    );
  }
  const bullets = column.type === 'unorder-list' && column.by !== 'none';
  return (
    <ul
      className={bullets ? 'm-0 list-disc pl-5' : 'm-0 list-none p-0'}
      data-list={bullets ? 'unorder-bullet' : 'unorder-none'}
    >
      {entries.map(({ key, item }) => (
        <li key={key}>
          <ListEntry item={item} />
        </li>
      ))}
    </ul>
  );
}

function DescriptionCell({ value, column }: { value: Description; column: TableColumn }) {
  return (
    <div>
      <strong className="block font-semibold">
        <T value={value.title} />
      </strong>
      <ListCell items={value.listItems} column={column.type ? column : { ...column, type: 'unorder-list' }} />
    </div>
  );
}

function Cell({ value, column }: { value: TableCell | undefined; column: TableColumn }): ReactNode {
  const { year, controlLang } = useI18n();
  if (value === undefined || value === null) return null;
  // A serial number or a year, in the digits of the text around it (Devanagari in Marathi), never grouped.
  if (typeof value === 'number') return controlLang ? String(value) : year(value);
  if (Array.isArray(value)) return <ListCell items={value} column={column} />;
  if (isDescription(value)) return <DescriptionCell value={value} column={column} />;
  if (isLink(value)) return <TextLink link={value} />;
  if (column.linkable && typeof value === 'string') return <TextLink link={{ text: value, href: value }} />;
  return <T value={value} />;
}

const cellClass = 'border border-gray-300 px-3 py-2 align-top text-left';

export function DataTable({
  table,
  rows = table.rows,
  viewable = true,
  downloadable = true,
  wrappable = false,
  autoWidth = false,
  filteredEmptyText,
  label,
}: DataTableProps) {
  const { t } = useI18n();
  const columns = normaliseColumns(table.columns);
  const hasFileColumn = columns.some((column) => column.accessor === 'file');
  const showHeader = table.isHeader !== false;
  const emptyText = table.rows.length === 0 ? t('table.noData') : (filteredEmptyText ?? t('table.noData'));

  const body = (row: TableRow, column: TableColumn) => {
    const title = textOf(row.file_title) || textOf(row.file_name as string | undefined) || t('table.file');
    const actions = (
      <FileActions
        file={row.file}
        title={title}
        fileName={row.file_name}
        viewable={viewable}
        downloadable={downloadable}
      />
    );
    if (column.accessor === 'file') return actions;
    if (column.accessor === 'file_title' && !hasFileColumn)
      return (
        <div className="flex flex-col gap-1">
          <span>
            <T value={row.file_title} />
          </span>
          {actions}
        </div>
      );
    // Spec 3 special key `Description`: also shown by a column headed 'Description' (accessor 'description').
    const value =
      row[column.accessor] ?? (column.accessor.toLowerCase() === 'description' ? row.Description : undefined);
    return <Cell value={value as TableCell | undefined} column={column} />;
  };

  return (
    <div
      className={table.shadow ? 'overflow-x-auto rounded shadow-md' : 'overflow-x-auto'}
      role="region"
      aria-label={textOf(table.title) || label || t('table.label')}
      tabIndex={0}
      lang={table.lang}
    >
      <PassageLanguage lang={table.lang}>
        <table
          className={autoWidth ? 'w-auto border-collapse text-sm' : 'w-full border-collapse text-sm'}
          data-auto-width={autoWidth ? 'true' : 'false'}
        >
          {table.title ? (
            <caption className="mb-2 text-left text-base font-semibold text-brand">
              <T value={table.title} />
            </caption>
          ) : null}
          {showHeader ? (
            <thead className="bg-brand text-white">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.accessor}
                    scope="col"
                    className={
                      wrappable ? `${cellClass} font-semibold` : `${cellClass} whitespace-nowrap font-semibold`
                    }
                  >
                    <T value={column.heading} />
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={`${cellClass} text-center text-gray-700`}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              keyedBy(rows, (row) => JSON.stringify(row)).map(({ key, item: row }) =>
                row.bold_heading !== undefined ? (
                  <tr key={key} className="bg-brand-light">
                    <th colSpan={columns.length} scope="colgroup" className={`${cellClass} font-bold`}>
                      <T value={row.bold_heading} />
                    </th>
                  </tr>
                ) : (
                  <tr key={key} className="even:bg-gray-50">
                    {columns.map((column) => (
                      <td key={column.accessor} className={cellClass}>
                        {body(row, column)}
                      </td>
                    ))}
                  </tr>
                ),
              )
            )}
          </tbody>
        </table>
      </PassageLanguage>
    </div>
  );
}
