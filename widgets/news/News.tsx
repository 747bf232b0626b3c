import { newsTable } from './news-table';
import type { NewsRow } from '../../data/schema/layouts';
import { DataTable } from '../core/table/DataTable';
import { useI18n } from '../core/i18n';
import { SubscribeLinks } from '../core/subscribe-links';
import type { NewsProps } from './props';

/** Rows newest first, cut to `limit` when it is a positive number. */
export function latestNews(rows: NewsRow[], limit?: number): NewsRow[] {
  const sorted = [...rows].sort((a, b) => b.date.localeCompare(a.date) || b.serial_no - a.serial_no);
  return limit !== undefined && Number.isFinite(limit) && limit > 0 ? sorted.slice(0, Math.floor(limit)) : sorted;
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
      <DataTable
        table={newsTable(rows, {
          serial_no: t('news.serialNo'),
          date: t('news.date'),
          file_title: t('news.title'),
          file: t('news.file'),
        })}
        label={heading}
      />
    </section>
  );
}
