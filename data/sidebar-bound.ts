import { MENU_LIST_LIMIT, MENU_LIST_SHOWN } from './menu-bound.ts';
import type { RouteEntry, SidebarItem } from './schema/content.ts';

/**
 * The sidebar's size, bounded by design (docs/developers/decisions.md, "A bounded sidebar"): the
 * 'Related Pages' list is on every page of its section, so it may not grow with the section. A
 * sidebar of up to SIDEBAR_LIST_LIMIT items shows whole; a longer one shows its first item (the
 * section's own page), the items around the one shown, and a link to the section's landing page
 * (`<section path>/pages`), a page of its own that lists every item. The same figures as the menu's
 * lists (data/menu-bound.ts), so both columns of a page read alike. Not the menu's `/all`: a submenu
 * with many children has both, the menu's list of its children and its sidebar's of every item.
 */
export const SIDEBAR_LIST_LIMIT = MENU_LIST_LIMIT;

/** Items a longer sidebar shows: its first, then the active one among its neighbours. */
export const SIDEBAR_SHOWN = MENU_LIST_SHOWN;

const LANDING_SUFFIX = '/pages';

/** The landing page of a section whose sidebar starts with `items[0]` (`/academics/physics/pages`). */
export const sidebarLandingPath = (items: readonly Pick<SidebarItem, 'path'>[]): string | undefined =>
  items[0] && `${items[0].path}${LANDING_SUFFIX}`;

/** The section's path of what may be a landing page's (`/academics/physics/pages` -> `/academics/physics`). */
export const sidebarLandingOwner = (path: string): string | undefined =>
  path.endsWith(LANDING_SUFFIX) ? path.slice(0, -LANDING_SUFFIX.length) : undefined;

/** How many items the section's sidebar has in all: a page's data keeps only those it shows. */
export const sidebarTotal = (route: Pick<RouteEntry, 'sidebarItems' | 'sidebarTotal'>): number =>
  route.sidebarTotal ?? route.sidebarItems.length;

/** Whether a sidebar of `total` items shows a part and its landing page's link. */
export const isLongSidebar = (total: number): boolean => total > SIDEBAR_LIST_LIMIT;

/** Whether a route is its section's landing page (the build adds one to each long sidebar: data/route-table.ts). */
export const isSidebarLanding = (route: Pick<RouteEntry, 'path' | 'sidebarItems' | 'sidebarTotal'>): boolean =>
  isLongSidebar(sidebarTotal(route)) && route.path === sidebarLandingPath(route.sidebarItems);

/**
 * The items a sidebar shows: all of a short one; of a long one, its first and SIDEBAR_SHOWN - 1
 * consecutive items around the active one (clamped to the list's ends), so the page shown is always
 * in its own sidebar, with the pages before and after it. Applied to what it returns, it returns
 * the same (the page's data keeps these, and the page renders from its data).
 */
export function shownSidebarItems<T extends Pick<SidebarItem, 'id'>>(
  items: readonly T[],
  activeId: number,
  total: number = items.length,
): readonly T[] {
  if (!isLongSidebar(total) || items.length <= SIDEBAR_SHOWN) return items;
  const [first, ...rest] = items;
  const around = SIDEBAR_SHOWN - 1;
  const active = rest.findIndex((item) => item.id === activeId);
  const start = Math.max(0, Math.min(rest.length - around, active - Math.floor(around / 2)));
  return [first!, ...rest.slice(start, start + around)];
}

/**
 * Long sidebars' landing pages whose path another page also has (a content page or a site page):
 * one line each, for `npm run check` and the build (data/check-all.ts).
 */
export function sidebarLandingClashes(routes: readonly RouteEntry[], pagePaths: readonly string[]): string[] {
  const landings = routes.filter(isSidebarLanding);
  if (landings.length === 0) return [];
  // Counted once: at 10,000 pages a language there are about 100 landing pages and 30,000 paths.
  const pagesAt = new Map<string, number>();
  for (const path of pagePaths) pagesAt.set(path, (pagesAt.get(path) ?? 0) + 1);
  return landings
    .filter((route) => (pagesAt.get(route.path) ?? 0) > 1)
    .map(
      (route) =>
        `data/pages: ${route.sidebarItems[0]!.path} has ${sidebarTotal(route)} pages in its sidebar, more than it shows, so ${route.path} lists them all; another page has that path: move that page`,
    );
}
