import { formatDigits } from '../../i18n/format.ts';
import { dayMonthYear, rowsDatedBy } from '../news-table.ts';

/**
 * How the daily news table shows its rows in Marathi (data/content/news-table.ts), a module without
 * the records: the build dates the table's rows with it (host/vite/content/pages-plugin.ts).
 */

/** Marathi month names, written out so server and browser render the same text (no ICU differences in names). */
const MONTHS = ['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'];

/** '2025-09-15' -> '१५ सप्टेंबर २०२५' (Devanagari digits, contract item 4; no time zone involved). */
function newsDate(iso: string): string {
  return dayMonthYear(iso, MONTHS).replace(/\d+/g, (run) => formatDigits('mr', run));
}

/** The rows of the news table in this language (the headings are the message catalogs' `news.*`). */
export const newsTableRows = rowsDatedBy(newsDate);
