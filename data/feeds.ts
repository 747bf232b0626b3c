import { localisedPath, type LanguageCode } from './i18n/languages';
import { translate } from './i18n/translate';
/**
 * Where the site's feeds live (the build writes them; pages, widgets and /embed
 * link to them). English at /feeds/..., other languages under their prefix.
 */

/** The JSON Feed extension key that carries an event's own fields (JSON Feed 1.1: custom keys start with `_`). */
export const EVENT_FEED_EXTENSION = '_ssu_event';

/** A URL-safe name for a category: `School/Sports` -> `school-sports`. */
export const categorySlug = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function feedPaths(lang: LanguageCode) {
  const base = localisedPath(lang, '/feeds');
  return {
    newsRss: `${base}/news.xml`,
    newsAtom: `${base}/news.atom`,
    newsJson: `${base}/news.json`,
    eventsIcs: `${base}/events.ics`,
    eventsJson: `${base}/events.json`,
    categoryIcs: (category: string) => `${base}/events-${categorySlug(category)}.ics`,
  };
}

/** The feeds a page of `lang` announces with `<link rel="alternate">`, titled in that language. */
export function feedLinks(lang: LanguageCode): Array<{ type: string; title: string; href: string }> {
  const paths = feedPaths(lang);
  return [
    { type: 'application/rss+xml', title: translate(lang, 'feeds.newsRss'), href: paths.newsRss },
    { type: 'application/atom+xml', title: translate(lang, 'feeds.newsAtom'), href: paths.newsAtom },
    { type: 'application/feed+json', title: translate(lang, 'feeds.newsJson'), href: paths.newsJson },
    { type: 'text/calendar', title: translate(lang, 'feeds.eventsCalendar'), href: paths.eventsIcs },
  ];
}
