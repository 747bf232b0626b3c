import { sitePageTitle } from '../data/pages';
import { routeIndex } from 'virtual:route-index';
import { normalisePath } from '../data/route-table';
import { site } from '../data/site';

export type Screen =
  | { kind: 'home'; title: string }
  | { kind: 'content'; title: string }
  | { kind: 'page'; title: string }
  | { kind: 'events'; title: string }
  | { kind: 'embed'; title: string }
  | { kind: 'not-found'; title: string };

/** Which screen a path shows (spec 2.1), and its title for the document. */
export function screenFor(path: string): Screen {
  if (path === '/') return { kind: 'home', title: 'Home' };
  const route = routeIndex.find((entry) => entry.path === normalisePath(path));
  if (route) return { kind: 'content', title: route.title };
  const pageTitle = sitePageTitle(path);
  if (path === '/events' && pageTitle) return { kind: 'events', title: pageTitle };
  if (path === '/embed' && pageTitle) return { kind: 'embed', title: pageTitle };
  if (pageTitle) return { kind: 'page', title: pageTitle };
  return { kind: 'not-found', title: 'Page Not Found' };
}

/** The document title of a path: the same on the prerendered page and after client-side navigation. */
export function documentTitle(path: string): string {
  return `${screenFor(path).title} | ${site.name}`;
}
