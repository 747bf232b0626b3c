import circulars from 'virtual:records/circulars?lang=mr';
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
  ...recordPages({ circulars, news, notices, tenders } as PageRecords, 'mr', buildDate),
];

/** Pages whose body is built from other data (the directory of links, search results). */
export const generatedPages = [
  { path: '/quick-links', title: 'महत्त्वाचे दुवे' },
  { path: '/search', title: 'शोध' },
  { path: '/events', title: 'आगामी कार्यक्रम' },
  { path: '/sitemap', title: 'संकेतस्थळ नकाशा' },
  { path: '/embed', title: 'आमचे विजेट आपल्या संकेतस्थळावर जोडा' },
  { path: '/offline', title: 'आपण ऑफलाइन आहात' },
] as const;

/** Every path the site serves, for the sitemaps. */
export function sitePagePaths(): string[] {
  return [...staticPages, ...generatedPages].map((page) => page.path);
}

export function sitePageTitle(path: string): string | undefined {
  return [...staticPages, ...generatedPages].find((page) => page.path === path)?.title;
}
