import { menu as siteMenu } from './menu.ts';
import { listingOf, pagePath } from './listing-pages.ts';
import { listingsOf } from './pages/listing-split.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from './i18n/languages.ts';
import { translate } from './i18n/translate.ts';
import { isLongSidebar, isSidebarLanding, sidebarLandingPath } from './sidebar-bound.ts';
import type { MenuItem } from './schema/menu.ts';
import type { PageContent, RouteEntry, SidebarItem } from './schema/content.ts';

/**
 * How the route table is built (spec 2.1, 2.5), without the content itself:
 * data/routes.ts assembles the whole table, widgets/content-page loads one
 * section at a time. The route table: every path the main menu links to (top
 * entries except Home, every submenu, every child) is a content page.
 *
 * How menu paths become pages ("page groups"):
 * - A top entry (/about) is a page whose sidebar ("Related Pages") lists the
 *   entry itself as item 1, then each of its submenus that has no children
 *   (/about/statistics, /about/campus, ...), then any sub-topics the section
 *   file adds (e.g. /about/news).
 * - A submenu with children (/about/history) is a page whose sidebar lists the
 *   submenu itself as item 1, then its children (/about/history/city, ...).
 * - Every sidebar item has its own path. Opening that path shows the same page
 *   with that item active, so the active item survives a reload, back/forward
 *   work and the URL can be shared. The page's root path shows item 1.
 *
 * Where the content comes from: every page file data/pages/<section>/<page>.en.yaml
 * (and its translations <page>.mr.yaml, <page>.hi.yaml) holds one `PageContent`:
 *
 *     path: /about/history                      # the page's root = item 1's path
 *     sidebarItems:
 *       - { id: 1, itemText: About Us, path: /about/history, updates: [5 x { id, text, path }] }
 *       - { id: 2, itemText: About the city, path: /about/history/city, updates: [...] }
 *     contents:
 *       - { content_id: 1, layout_type: paragraph-image, ... }
 *
 * (types from data/schema/content.ts, layouts from data/schema/layouts.ts, read by
 * host/vite/content/pages-plugin.ts). The files are found by name, so a new page needs no change here. A page
 * group without a section page still renders: its sidebar is built from the
 * menu and it shows breadcrumb and title (never a 404). `pageGroups` below lists
 * every group with its root and member paths; data/pages/README.md too.
 */

export interface PageGroupMember {
  path: string;
  title: string;
  /** The breadcrumb's parent title for this path. */
  parentTitle: string;
}

export interface PageGroup {
  /** The page's root path: item 1. */
  root: string;
  /** Breadcrumb parent of sub-topics a section file adds. */
  parentTitle: string;
  /** The menu paths this page shows, item 1 first. */
  members: PageGroupMember[];
}

/** The page groups the menu defines (see above). */
export function menuPageGroups(menu: MenuItem[]): PageGroup[] {
  return menu
    .filter((item) => item.path !== '/')
    .flatMap((item) => {
      const submenus = item.submenus ?? [];
      const own: PageGroup = {
        root: item.path,
        parentTitle: item.title,
        members: [
          { path: item.path, title: item.title, parentTitle: item.title },
          ...submenus
            .filter((submenu) => !submenu.childSubmenus?.length)
            .map((submenu) => ({ path: submenu.path, title: submenu.title, parentTitle: item.title })),
        ],
      };
      const withChildren = submenus
        .filter((submenu) => submenu.childSubmenus?.length)
        .map((submenu) => ({
          root: submenu.path,
          parentTitle: submenu.title,
          members: [
            { path: submenu.path, title: submenu.title, parentTitle: item.title },
            ...submenu.childSubmenus!.map((child) => ({
              path: child.path,
              title: child.title,
              parentTitle: submenu.title,
            })),
          ],
        }));
      return [own, ...withChildren];
    });
}

export const pageGroups: PageGroup[] = menuPageGroups(siteMenu);

/**
 * Builds the route table from page groups and section pages (exported for tests), in `lang` (the
 * groups' titles are that language's; a long sidebar's landing page is titled in it).
 */
export function buildRoutes(
  groups: PageGroup[],
  pages: PageContent[],
  lang: LanguageCode = DEFAULT_LANGUAGE,
): RouteEntry[] {
  const byRoot = new Map(pages.map((page) => [page.path, page]));
  const entries: Omit<RouteEntry, 'id'>[] = [];
  for (const group of groups) {
    const page = byRoot.get(group.root);
    const sidebarItems: SidebarItem[] = page ? [...page.sidebarItems] : [];
    // A menu path the section file forgot still gets a sidebar item (and a failing content test).
    for (const member of group.members) {
      if (!sidebarItems.some((item) => item.path === member.path)) {
        const id = sidebarItems.reduce((max, item) => Math.max(max, item.id), 0) + 1;
        sidebarItems.push({ id, itemText: member.title, path: member.path, updates: [] });
      }
    }
    const contents = page?.contents ?? [];
    const listings = listingsOf(contents);
    for (const item of sidebarItems) {
      const member = group.members.find((candidate) => candidate.path === item.path);
      const entry = {
        path: item.path,
        title: member?.title ?? item.itemText,
        parentTitle: member?.parentTitle ?? group.parentTitle,
        ...(page?.lastUpdated ? { lastUpdated: page.lastUpdated } : {}),
        contents,
        sidebarItems,
      };
      entries.push(entry);
      // A listing's later pages (data/listing-pages.ts) are routes of their own, after its first.
      for (const listing of listings.filter((candidate) => candidate.path === item.path))
        for (let number = 2; number <= listing.pages; number++)
          entries.push({ ...entry, path: pagePath(item.path, number) });
    }
    // A sidebar too long to show whole links to its landing page, which lists every item (data/sidebar-bound.ts).
    const landing = sidebarLandingPath(sidebarItems);
    if (landing && isLongSidebar(sidebarItems.length)) {
      const root = group.members[0]?.title ?? sidebarItems[0]!.itemText;
      entries.push({
        path: landing,
        title: translate(lang, 'menuLanding.title', { title: root }),
        parentTitle: root,
        ...(page?.lastUpdated ? { lastUpdated: page.lastUpdated } : {}),
        contents: [],
        sidebarItems,
      });
    }
  }
  return entries.map((entry, index) => ({ id: index + 1, ...entry }));
}

/**
 * The sidebar item a path shows active: the item with that path (a listing's later page: its
 * listing's item), else item 1 (spec 2.5 default); none (0) on a long sidebar's landing page.
 */
export function activeSidebarId(route: Pick<RouteEntry, 'path' | 'sidebarItems' | 'sidebarTotal'>): number {
  if (isSidebarLanding(route)) return 0;
  const { path } = listingOf(route.path);
  return route.sidebarItems.find((item) => item.path === path)?.id ?? 1;
}
