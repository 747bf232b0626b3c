import { breadcrumbTrail } from '../data/breadcrumbs';
import { sitePagePaths, sitePageTitle } from '../data/pages';
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

/** How many pages have each title (content routes and site pages). */
const titleCounts = new Map<string, number>();
for (const title of [...routeIndex.map((entry) => entry.title), ...sitePagePaths().map((path) => sitePageTitle(path)!)])
  titleCounts.set(title, (titleCounts.get(title) ?? 0) + 1);

/**
 * The document title of a path: the same on the prerendered page and after
 * client-side navigation. GIGW wants no two pages to share a title, so a title
 * several pages have gets the menu levels above it: 'Contact – Department of
 * Computer Science | …' beside '/contact''s 'Contact | …'.
 */
export function documentTitle(path: string): string {
  const { title } = screenFor(path);
  const above =
    (titleCounts.get(title) ?? 0) > 1
      ? breadcrumbTrail(normalisePath(path), title)
          .slice(1, -1)
          .toReversed()
          .map((crumb) => crumb.title)
      : [];
  return `${[title, ...above].join(' – ')} | ${site.name}`;
}
