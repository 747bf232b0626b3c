import { localisedPath, type LanguageCode } from './i18n/languages.ts';
/**
 * Where the site's feeds live (the build writes them; pages, widgets and /embed
 * link to them). English at /feeds/..., other languages under their prefix.
 * No messages here: the build's config imports this file, where the language
 * packs (data/i18n/language-packs.ts) cannot load.
 */

/** The JSON Feed extension key that carries an event's own fields (JSON Feed 1.1: custom keys start with `_`). */
export const EVENT_FEED_EXTENSION = '_ssu_event';

/** A URL-safe name for a category: `School/Sports` -> `school-sports`. */
export const categorySlug = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The events and news widgets' default data (data/records/widget-data-files.ts), in the widgets' own shapes, beside the feeds. */
const WIDGET_DATA_FILES = {
  /** The accordion's: each category's next few events (data/records/bounded-lists.ts). */
  upcomingEvents: 'upcoming-events.json',
  /** `<uni-events mode="all">`'s, the events page's: its first page of events (later pages in `all-events/page/<n>.json`). */
  allEvents: 'all-events.json',
  /** `<uni-news>`'s: the latest rows of the daily news. */
  latestNews: 'latest-news.json',
};

/** The folder of the events page's later pages, `all-events/page/2.json` (as the page is `/events/page/2`). */
const ALL_EVENTS_PAGES = 'all-events/page';

export function feedPaths(lang: LanguageCode) {
  const base = localisedPath(lang, '/feeds');
  return {
    newsRss: `${base}/news.xml`,
    newsAtom: `${base}/news.atom`,
    newsJson: `${base}/news.json`,
    eventsIcs: `${base}/events.ics`,
    eventsJson: `${base}/events.json`,
    categoryIcs: (category: string) => `${base}/events-${categorySlug(category)}.ics`,
    upcomingEvents: `${base}/${WIDGET_DATA_FILES.upcomingEvents}`,
    /** Page `page` of the events page's events (data/records/event-pages.ts): page 1 keeps the file's old name. */
    allEvents: (page = 1) =>
      page === 1 ? `${base}/${WIDGET_DATA_FILES.allEvents}` : `${base}/${ALL_EVENTS_PAGES}/${page}.json`,
    latestNews: `${base}/${WIDGET_DATA_FILES.latestNews}`,
  };
}

/** Whether a path is one of the events and news widgets' data files, in any language (`/mr/feeds/upcoming-events.json`, `/feeds/all-events/page/2.json`). */
export function isWidgetDataPath(pathname: string): boolean {
  const name = /^(?:\/[a-z]{2})?\/feeds\/(.+)$/.exec(pathname)?.[1];
  if (name === undefined) return false;
  // A later page is 2 or more (page 1 is all-events.json), written without a leading zero.
  const later = new RegExp(`^${ALL_EVENTS_PAGES}/([2-9]|[1-9]\\d+)\\.json$`);
  return Object.values(WIDGET_DATA_FILES).includes(name) || later.test(name);
}

/** The folder of the departments' data files (data/records/departments.ts), before a language's prefix. */
export const DEPARTMENTS_FOLDER = '/departments';

/** A department's file of events or news, e.g. `/departments/computer-science/events.json` (English). */
export const departmentDataPath = (lang: LanguageCode, department: string, kind: 'events' | 'news') =>
  localisedPath(lang, `${DEPARTMENTS_FOLDER}/${department}/${kind}.json`);
