import circularsEn from 'virtual:records/circulars?lang=en';
import circularsHi from 'virtual:records/circulars?lang=hi';
import circularsMr from 'virtual:records/circulars?lang=mr';
import documentsEn from 'virtual:records/documents?lang=en';
import documentsHi from 'virtual:records/documents?lang=hi';
import documentsMr from 'virtual:records/documents?lang=mr';
import newsEn from 'virtual:records/news?lang=en';
import newsHi from 'virtual:records/news?lang=hi';
import newsMr from 'virtual:records/news?lang=mr';
import noticesEn from 'virtual:records/notices?lang=en';
import noticesHi from 'virtual:records/notices?lang=hi';
import noticesMr from 'virtual:records/notices?lang=mr';
import tendersEn from 'virtual:records/tenders?lang=en';
import tendersHi from 'virtual:records/tenders?lang=hi';
import tendersMr from 'virtual:records/tenders?lang=mr';
import { buildDate } from 'virtual:build-date';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../i18n/languages';
import { listingOf } from '../listing-pages';
import type { StaticPage } from '../schema/page';
import { ARCHIVE_PATH, recordPages, type PageRecords } from './record-pages';

/**
 * What's new and the archive in each language, built from the records: server code only (the
 * prerender, the search index, the sitemap, the data check). The browser reads a record page's
 * text from its page data (data/page-data.ts), so no script holds a record: republishing one
 * renames no script, and pages kept by an incremental build stay as they are.
 */
const RECORDS = {
  en: { circulars: circularsEn, documents: documentsEn, news: newsEn, notices: noticesEn, tenders: tendersEn },
  mr: { circulars: circularsMr, documents: documentsMr, news: newsMr, notices: noticesMr, tenders: tendersMr },
  hi: { circulars: circularsHi, documents: documentsHi, news: newsHi, notices: noticesHi, tenders: tendersHi },
} as unknown as Record<LanguageCode, PageRecords>;

const built = new Map<LanguageCode, StaticPage[]>();

/** What's new and the archive's pages in `lang`, made once. */
export function recordPagesIn(lang: LanguageCode): StaticPage[] {
  let pages = built.get(lang);
  if (!pages) {
    pages = recordPages(RECORDS[lang], lang, buildDate);
    built.set(lang, pages);
  }
  return pages;
}

/** The archive's pages in `lang`, page 1 first (data/records/record-pages.ts). */
const archivePagesIn = (lang: LanguageCode): StaticPage[] =>
  recordPagesIn(lang).filter((page) => listingOf(page.path).path === ARCHIVE_PATH);

/** How many pages the archive has in `lang` (each page's data carries it: data/page-data.ts `listing`). */
export const archivePageCount = (lang: LanguageCode): number => archivePagesIn(lang).length;

/**
 * The archive's later pages (`/archive/page/2` …), for the build's prerender and sitemap: the same
 * in every language, as every language has every record.
 */
export const laterArchivePages = (): string[] =>
  archivePagesIn(DEFAULT_LANGUAGE)
    .slice(1)
    .map((page) => page.path);
