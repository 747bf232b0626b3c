import circulars from 'virtual:records/circulars?lang=hi';
import documents from 'virtual:records/documents?lang=hi';
import news from 'virtual:records/news?lang=hi';
import notices from 'virtual:records/notices?lang=hi';
import tenders from 'virtual:records/tenders?lang=hi';
import { buildDate } from 'virtual:build-date';
import writtenPages from 'virtual:static-pages/site?lang=hi';
import { recordPages, type PageRecords } from '../records/record-pages';
import type { StaticPage } from '../schema/page';

/**
 * The site's own short pages in Hindi (mirrors data/pages.ts): the written ones
 * (data/static-pages/site.hi.yaml), then What's new and the archive.
 */
export const staticPages: StaticPage[] = [
  ...writtenPages,
  // What's new and the archive: built from the records (data/records/record-pages.ts).
  ...recordPages({ circulars, documents, news, notices, tenders } as PageRecords, 'hi', buildDate),
];
