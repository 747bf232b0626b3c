import { sitePageTitle } from '../data/pages';
import { routeIndex } from 'virtual:route-index';
import { normalisePath } from '../data/route-table';
import { DEFAULT_LANGUAGE, splitLanguagePath, type LanguageCode } from '../data/i18n/languages';
import { titleFor } from '../data/i18n/titles';
import { translate } from '../data/i18n/translate';

export type Screen =
  | { kind: 'home'; title: string }
  | { kind: 'content'; title: string }
  | { kind: 'page'; title: string }
  | { kind: 'events'; title: string }
  | { kind: 'embed'; title: string }
  | { kind: 'not-found'; title: string };

/** Which screen a page path (without language prefix) shows (spec 2.1), and its title in `lang`. */
export function screenFor(path: string, lang: LanguageCode = DEFAULT_LANGUAGE): Screen {
  const local = (english: string) => titleFor(lang, normalisePath(path)) ?? english;
  if (path === '/') return { kind: 'home', title: translate(lang, 'page.home') };
  const route = routeIndex.find((entry) => entry.path === normalisePath(path));
  if (route) return { kind: 'content', title: local(route.title) };
  const pageTitle = sitePageTitle(path);
  if (path === '/events' && pageTitle) return { kind: 'events', title: local(pageTitle) };
  if (path === '/embed' && pageTitle) return { kind: 'embed', title: local(pageTitle) };
  if (pageTitle) return { kind: 'page', title: local(pageTitle) };
  return { kind: 'not-found', title: translate(lang, 'notFound.title') };
}

/** The document title of a location (`/mr/about`): the same on the prerendered page and after client-side navigation. */
export function documentTitle(location: string): string {
  const { lang, path } = splitLanguagePath(location);
  return translate(lang, 'site.pageTitle', { page: screenFor(path, lang).title, site: translate(lang, 'site.name') });
}
