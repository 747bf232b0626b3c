import type { LanguageCode } from '../i18n/languages';
import type { NewsRow, Table } from '../schema/layouts';
import { newsTableRows as hindi } from './hi/news-table.ts';
import { newsTableRows as marathi } from './mr/news-table.ts';
import { newsTableRows as english } from './news-table.ts';

const TABLE_ROWS: Record<LanguageCode, (rows: NewsRow[]) => Table['rows']> = { en: english, mr: marathi, hi: hindi };

/**
 * The daily news table's rows in `lang`, dated in the language: what the build gives the page that
 * shows the table (host/vite/content/pages-plugin.ts), which pages it like any listing.
 */
export const newsTableRowsIn = (lang: LanguageCode, rows: NewsRow[]): Table['rows'] => TABLE_ROWS[lang](rows);
