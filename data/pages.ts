import circulars from 'virtual:records/circulars?lang=en';
import documents from 'virtual:records/documents?lang=en';
import news from 'virtual:records/news?lang=en';
import notices from 'virtual:records/notices?lang=en';
import tenders from 'virtual:records/tenders?lang=en';
import { buildDate } from 'virtual:build-date';
import writtenPages from 'virtual:static-pages/site?lang=en';
import { recordPages, type PageRecords } from './records/record-pages';
import { gigwPages } from './gigw-pages';
import { landingTitle, menuLandings } from './menu-landings';
import type { StaticPage } from './schema/page';
import type { GeneratedPage } from './schema/site';
import generated from './site/generated-pages.yaml';

/**
 * The site's own short pages: the written ones (data/static-pages/site.en.yaml), then What's new
 * and the archive. Content pages of the university live in the route table.
 */
export const staticPages: StaticPage[] = [
  ...writtenPages,
  // What's new and the archive: built from the records (data/records/record-pages.ts).
  ...recordPages({ circulars, documents, news, notices, tenders } as PageRecords, 'en', buildDate),
];

/** Pages whose body is built from other data (the directory of links, search results): data/site/generated-pages.yaml. */
export const generatedPages: GeneratedPage[] = generated;

/** Every site page with a text: these and the GIGW pages (data/gigw-pages.ts, mirrored per language on its own). */
const allStaticPages = (): StaticPage[] => [...staticPages, ...gigwPages];

/** The landing pages of menu lists too long for the menu (data/menu-landings.ts), with their English titles. */
const landingPages = (): GeneratedPage[] =>
  menuLandings.map((landing) => ({ path: landing.path, title: landingTitle('en', landing) }));

/** Every path the site serves, for the sitemaps. */
export function sitePagePaths(): string[] {
  return [...allStaticPages(), ...generatedPages, ...landingPages()].map((page) => page.path);
}

export function sitePageTitle(path: string): string | undefined {
  return [...allStaticPages(), ...generatedPages, ...landingPages()].find((page) => page.path === path)?.title;
}
