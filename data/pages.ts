import writtenPages from 'virtual:static-pages/site?lang=en';
import { gigwPages } from './gigw-pages';
import { landingTitle, menuLandings } from './menu-landings';
import { recordPageTitles } from './records/record-pages';
import type { StaticPage } from './schema/page';
import type { GeneratedPage } from './schema/site';
import generated from './site/generated-pages.yaml';

/**
 * The site's own written pages (data/static-pages/site.en.yaml). Content pages of the university
 * live in the route table; What's new and the archive are built from the records, by the build
 * only (data/records/site-record-pages.ts), so no script changes when a record does.
 */
export const staticPages: StaticPage[] = writtenPages;

/** Pages whose body is built from other data (the directory of links, search results): data/site/generated-pages.yaml. */
export const generatedPages: GeneratedPage[] = generated;

/** Every site page with a title: the written ones, the two made of records and the GIGW pages (data/gigw-pages.ts). */
const titledPages = (): Array<{ path: string; title: string }> => [
  ...staticPages,
  ...recordPageTitles('en'),
  ...gigwPages,
];

/** The landing pages of menu lists too long for the menu (data/menu-landings.ts), with their English titles. */
const landingPages = (): GeneratedPage[] =>
  menuLandings.map((landing) => ({ path: landing.path, title: landingTitle('en', landing) }));

/** Every path the site serves, for the sitemaps. */
export function sitePagePaths(): string[] {
  return [...titledPages(), ...generatedPages, ...landingPages()].map((page) => page.path);
}

export function sitePageTitle(path: string): string | undefined {
  return [...titledPages(), ...generatedPages, ...landingPages()].find((page) => page.path === path)?.title;
}
