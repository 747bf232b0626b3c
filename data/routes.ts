import { menu } from './menu';
import type { RouteEntry } from './schema/content';

/**
 * The route table: every path the main menu links to is a content page.
 * Built from the menu so a menu entry can never lack its page.
 */
export const routes: RouteEntry[] = menu
  .filter((item) => item.path !== '/')
  .flatMap((item) => [
    { title: item.title, path: item.path, parentTitle: item.title },
    ...(item.submenus ?? []).flatMap((submenu) => [
      { title: submenu.title, path: submenu.path, parentTitle: item.title },
      ...(submenu.childSubmenus ?? []).map((child) => ({ title: child.title, path: child.path, parentTitle: submenu.title })),
    ]),
  ])
  .map((route, index) => ({ id: index + 1, ...route, contents: [], sidebarItems: [] }));

export function findRoute(path: string): RouteEntry | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routes.find((route) => route.path === normalised);
}
