import type { LanguageCode } from './i18n/languages';
import { translate } from './i18n/translate';
import { feedPaths } from './feed-paths';

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
