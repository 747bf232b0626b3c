import news from 'virtual:records/news?lang=hi';
import { newsRows as newsRowsOf, type Stored } from '../../records/samples';
import type { NewsRow } from '../../schema/layouts';
import { dayMonthYear, rowsDatedBy } from '../news-table';

/**
 * The daily news table (spec 3 "Daily news row": serial_no, date, file_title, file) in Hindi,
 * numbered and listed oldest first: a query over the news records (data/records/news/),
 * whose texts are written there in each language. Shown on /about/news; `<uni-news>` shows the newest
 * rows (data/records/widget-data-files.ts).
 */
export const newsRows: NewsRow[] = newsRowsOf(news as Array<Stored<'news'>>, 'hi');

/** Hindi month names, written out so server and browser render the same text (no ICU differences). */
const MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

/** '2025-09-15' -> '15 सितंबर 2025' (Latin digits, contract item 4; no time zone involved). */
export function newsDate(iso: string): string {
  return dayMonthYear(iso, MONTHS);
}

/** The rows of the news table in this language (the headings are the message catalogs' `news.*`). */
export const newsTableRows = rowsDatedBy(newsDate);
