import { dayMonthYear, rowsDatedBy } from '../news-table.ts';

/**
 * How the daily news table shows its rows in Hindi (data/content/news-table.ts), a module without
 * the records: the build dates the table's rows with it (host/vite/content/pages-plugin.ts).
 */

/** Hindi month names, written out so server and browser render the same text (no ICU differences). */
const MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

/** '2025-09-15' -> '15 सितंबर 2025' (Latin digits, contract item 4; no time zone involved). */
function newsDate(iso: string): string {
  return dayMonthYear(iso, MONTHS);
}

/** The rows of the news table in this language (the headings are the message catalogs' `news.*`). */
export const newsTableRows = rowsDatedBy(newsDate);
