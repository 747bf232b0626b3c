import circulars from 'virtual:records/circulars?lang=hi';
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
  ...recordPages({ circulars, news, notices, tenders } as PageRecords, 'hi', buildDate),
];

/** Pages whose body is built from other data (the directory of links, search results). */
export const generatedPages = [
  { path: '/quick-links', title: 'महत्वपूर्ण लिंक' },
  { path: '/search', title: 'खोजें' },
  { path: '/events', title: 'आगामी कार्यक्रम' },
  { path: '/sitemap', title: 'साइट मैप' },
  { path: '/embed', title: 'हमारे विजेट अपनी साइट पर लगाएँ' },
  { path: '/offline', title: 'आप ऑफ़लाइन हैं' },
] as const;

/** Every path the site serves, for the sitemaps. */
export function sitePagePaths(): string[] {
  return [...staticPages, ...generatedPages].map((page) => page.path);
}

export function sitePageTitle(path: string): string | undefined {
  return [...staticPages, ...generatedPages].find((page) => page.path === path)?.title;
}
