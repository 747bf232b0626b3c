import { buildDate } from 'virtual:build-date';
import { newsRows as newsEn } from '../content/news';
import { newsRows as newsHi } from '../content/hi/news';
import { newsRows as newsMr } from '../content/mr/news';
import { feedPaths } from '../feed-paths';
import { pageCount } from '../listing-pages';
import { events as eventsEn } from '../home/events';
import { events as eventsHi } from '../home/hi/events';
import { events as eventsMr } from '../home/mr/events';
import type { LanguageCode } from '../i18n/languages';
import type { UniEvent } from '../schema/home';
import type { FeedNewsRow } from '../schema/json-feed';
import type { NewsRow } from '../schema/layouts';
import { latestNewsRows, upcomingEvents } from './bounded-lists.ts';
import { withFileSize } from './file-sizes.ts';
import { eventPages, laterEventPagePaths } from './event-pages.ts';

const EVENTS: Record<LanguageCode, UniEvent[]> = { en: eventsEn, mr: eventsMr, hi: eventsHi };
const NEWS: Record<LanguageCode, NewsRow[]> = { en: newsEn, mr: newsMr, hi: newsHi };

/** One of the widgets' data files: its path on the site and what it holds. */
export interface WidgetDataFile {
  path: string;
  data: UniEvent[] | FeedNewsRow[];
}

/**
 * The events and news widgets' default data in `lang`, as files of the site beside the feeds
 * (host/vite/feeds/widget-data-plugin.ts writes them, the prerender renders from them): JSON, not
 * the widgets' code, so republishing an event or a news item changes these files and the pages
 * that show it, never the scripts every page names. In the widgets' own shapes (what their `src`
 * takes), so reading them needs no schema in the visitor's browser: the records were checked
 * when the build read them. Upcoming is by the build's date. Each news row says its PDF's size
 * (`file_size`), as no script holds the site's table of them.
 */
export function widgetDataFiles(lang: LanguageCode): WidgetDataFile[] {
  const paths = feedPaths(lang);
  return [
    { path: paths.upcomingEvents, data: upcomingEvents(EVENTS[lang], buildDate) },
    ...eventPages(EVENTS[lang], buildDate).map((data, index) => ({ path: paths.allEvents(index + 1), data })),
    { path: paths.latestNews, data: latestNewsRows(NEWS[lang]).map(withFileSize) },
  ];
}

/**
 * The events page's later pages (`/events/page/2` …), for the build's prerender and sitemap: the
 * same in every language, as every language has every event (data/home/events.ts).
 */
export const laterEventPages = (): string[] => laterEventPagePaths(EVENTS.en.length);

/** How many pages the events page has in `lang` (each page's data carries it: data/page-data.ts). */
export const eventPageCount = (lang: LanguageCode): number => pageCount(EVENTS[lang].length);
