import news from 'virtual:records/news?lang=mr';
import { newsRows as newsRowsOf, type Stored } from '../../records/samples';
import { formatDigits } from '../../i18n/format';
import type { NewsRow } from '../../schema/layouts';
import { dayMonthYear, rowsDatedBy } from '../news-table';

/**
 * The daily news table (spec 3 "Daily news row": serial_no, date, file_title, file) in Marathi,
 * numbered and listed oldest first: a query over the news records (data/records/news/),
 * whose texts are written there in each language. Shown on /about/news; `<uni-news>` shows the newest
 * rows (data/records/widget-data-files.ts).
 */
export const newsRows: NewsRow[] = newsRowsOf(news as Array<Stored<'news'>>, 'mr');

/** Marathi month names, written out so server and browser render the same text (no ICU differences in names). */
const MONTHS = ['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'];

/** '2025-09-15' -> '१५ सप्टेंबर २०२५' (Devanagari digits, contract item 4; no time zone involved). */
export function newsDate(iso: string): string {
  return dayMonthYear(iso, MONTHS).replace(/\d+/g, (run) => formatDigits('mr', run));
}

/** The rows of the news table in this language (the headings are the message catalogs' `news.*`). */
export const newsTableRows = rowsDatedBy(newsDate);
