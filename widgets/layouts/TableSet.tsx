import { Fragment, useId, useState } from 'react';
import type { LayoutOf } from '../../data/schema/layouts';
import { normaliseColumns } from '../core/table/accessor';
import { DataTable } from '../core/table/DataTable';
import { filterRows } from '../core/table/filter';
import { textOf } from '../core/text';
import { useI18n } from '../core/i18n';
import { keyedBy } from '../core/keyed';
import { ListingNav } from './ListingNav';

type TableLayout =
  LayoutOf<'searchbar-table'> | LayoutOf<'simple-table'> | LayoutOf<'multiple-table'> | LayoutOf<'multiple-file-table'>;

/**
 * The tables of a table layout. With `searchable`, a labelled filter box above
 * them keeps only the rows containing every typed word (the spec passes the flag
 * without a box; we decided visitors expect one), and says how many rows show. A listing of
 * records shows one page of rows (data/listing-pages.ts), its pages' links under it; the box
 * filters the page shown (the site search finds a record on any page).
 */
export function TableSet({ item, emptyText }: { item: TableLayout; emptyText?: string }) {
  const { t, number, controlLang } = useI18n();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const statusId = useId();
  if (item.sections.length === 0) return <p className="m-0 text-gray-700">{emptyText}</p>;
  const filtered = item.sections.map((table) => filterRows(table.rows, normaliseColumns(table.columns), query));
  const total = item.sections.reduce(
    (sum, table) => sum + table.rows.filter((row) => row.bold_heading === undefined).length,
    0,
  );
  const shown = filtered.reduce((sum, rows) => sum + rows.filter((row) => row.bold_heading === undefined).length, 0);
  return (
    <div className="space-y-6">
      {item.searchable ? (
        <div className="flex flex-col gap-1" data-table-filter="" lang={controlLang}>
          <label htmlFor={inputId} className="text-sm font-semibold text-gray-800">
            {t('table.filterLabel')}
          </label>
          <div className="flex items-center gap-2">
            <span className="i-mdi-magnify text-xl text-brand" aria-hidden="true" />
            <input
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-describedby={statusId}
              autoComplete="off"
              className="visible-focus w-full max-w-md rounded border border-gray-500 px-3 py-2 text-base"
            />
          </div>
          <p id={statusId} role="status" className="m-0 text-sm text-gray-700">
            {query.trim() ? t('table.rowsShown', { shown: number(shown), total: number(total) }) : ''}
          </p>
        </div>
      ) : null}
      {keyedBy(item.sections, (table) => textOf(table.title)).map(({ key, item: table }, index) => (
        <Fragment key={key}>
          <DataTable
            table={table}
            rows={filtered[index]}
            viewable={item.viewable ?? true}
            downloadable={item.downloadble ?? true}
            wrappable={item.wrappable ?? false}
            autoWidth={item.isAutoWidth ?? false}
            filteredEmptyText={t('table.noRowsMatch')}
            label={textOf(item.title) || undefined}
          />
          {table.listing && table.listing.pages > 1 ? <ListingNav listing={table.listing} /> : null}
        </Fragment>
      ))}
    </div>
  );
}
