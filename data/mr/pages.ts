import circulars from 'virtual:records/circulars?lang=mr';
import documents from 'virtual:records/documents?lang=mr';
import news from 'virtual:records/news?lang=mr';
import notices from 'virtual:records/notices?lang=mr';
import tenders from 'virtual:records/tenders?lang=mr';
import { buildDate } from 'virtual:build-date';
import writtenPages from 'virtual:static-pages/site?lang=mr';
import { recordPages, type PageRecords } from '../records/record-pages';
import type { StaticPage } from '../schema/page';

/**
 * The site's own short pages in Marathi (mirrors data/pages.ts): the written ones
 * (data/static-pages/site.mr.yaml), then What's new and the archive.
 */
export const staticPages: StaticPage[] = [
  ...writtenPages,
  // What's new and the archive: built from the records (data/records/record-pages.ts).
  ...recordPages({ circulars, documents, news, notices, tenders } as PageRecords, 'mr', buildDate),
];
