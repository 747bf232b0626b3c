/**
 * Where the site's feeds live (the build writes them; pages, widgets and /embed
 * link to them). English at /feeds/..., other languages under their prefix.
 */
export type FeedLanguage = 'en' | 'mr' | 'hi';

/** The JSON Feed extension key that carries an event's own fields (JSON Feed 1.1: custom keys start with `_`). */
export const EVENT_FEED_EXTENSION = '_ssu_event';

/** A URL-safe name for a category: `School/Sports` -> `school-sports`. */
export const categorySlug = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function feedPaths(lang: FeedLanguage) {
  const base = lang === 'en' ? '/feeds' : `/${lang}/feeds`;
  return {
    newsRss: `${base}/news.xml`,
    newsAtom: `${base}/news.atom`,
    newsJson: `${base}/news.json`,
    eventsIcs: `${base}/events.ics`,
    eventsJson: `${base}/events.json`,
    categoryIcs: (category: string) => `${base}/events-${categorySlug(category)}.ics`,
  };
}
