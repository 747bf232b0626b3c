import { newsTable } from './news-table';
import type { DocSizes } from '../../data/page-data';
import type { FeedNewsRow } from '../../data/schema/json-feed';
import type { NewsRow } from '../../data/schema/layouts';
import { DataTable } from '../core/table/DataTable';
import { useI18n } from '../core/i18n';
import { DocSizesProvider, documentPath } from '../core/link-marks';
import { SubscribeLinks } from '../core/subscribe-links';
import type { NewsProps } from './props';

/** Rows newest first, cut to `limit` when it is a positive number. */
export function latestNews<R extends NewsRow>(rows: R[], limit?: number): R[] {
  const sorted = [...rows].sort((a, b) => b.date.localeCompare(a.date) || b.serial_no - a.serial_no);
  return limit !== undefined && Number.isFinite(limit) && limit > 0 ? sorted.slice(0, Math.floor(limit)) : sorted;
}

/** The sizes the rows give their PDFs (`file_size`: the kit's own files do; another site's rows may not). */
function rowSizes(rows: FeedNewsRow[]): DocSizes {
  return Object.fromEntries(
    rows.flatMap((row) => {
      const path = row.file === undefined ? undefined : documentPath(row.file);
      return path !== undefined && row.file_size !== undefined ? [[path, row.file_size]] : [];
    }),
  );
}

/** The daily news table: serial no, date, title, and the file with view and download. */
export function News({ data, limit, heading: headingAttribute, bundledData = false }: NewsProps) {
  const { t, pageUrl } = useI18n();
  const heading = headingAttribute ?? t('news.heading');
  const rows = latestNews(data, limit);
  return (
    <section className="mx-auto max-w-screen-xl px-4 py-6" aria-labelledby="news-heading" data-news="">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="news-heading" className="m-0 text-xl font-bold text-brand">
          {heading}
        </h2>
        <div className="flex flex-wrap items-baseline gap-3">
          {bundledData ? <SubscribeLinks feed="news" /> : null}
          <a href={pageUrl('/about/news')} className="visible-focus rounded text-sm text-brand underline">
            {t('news.all')}
          </a>
        </div>
      </div>
      <DocSizesProvider sizes={rowSizes(rows)}>
        <DataTable
          table={newsTable(rows, {
            serial_no: t('news.serialNo'),
            date: t('news.date'),
            file_title: t('news.title'),
            file: t('news.file'),
          })}
          label={heading}
        />
      </DocSizesProvider>
    </section>
  );
}
