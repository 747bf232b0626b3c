import news from 'virtual:records/news?lang=hi';
import { newsRows as newsRowsOf, type Stored } from '../../records/samples';
import type { NewsRow } from '../../schema/layouts';

/**
 * The daily news table (spec 3 "Daily news row": serial_no, date, file_title, file) in Hindi,
 * listed newest first and numbered from the oldest: a query over the news records (data/records/news/),
 * whose texts are written there in each language. Shown on /about/news; `<uni-news>` shows the newest
 * rows (data/records/widget-data-files.ts).
 */
export const newsRows: NewsRow[] = newsRowsOf(news as Array<Stored<'news'>>, 'hi');
