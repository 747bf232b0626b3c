import { menu } from './menu';
import type { MenuItem } from './schema/menu';
import { normalisePath } from './normalise-path';

export interface Crumb {
  title: string;
  path: string;
}

/** Every menu path with its chain of menu entries from the top (Home excluded). */
function menuChains(items: MenuItem[]): Map<string, Crumb[]> {
  const chains = new Map<string, Crumb[]>();
  for (const item of items.filter((entry) => entry.path !== '/')) {
    const top = { title: item.title, path: item.path };
    chains.set(item.path, [top]);
    for (const submenu of item.submenus ?? []) {
      const middle = { title: submenu.title, path: submenu.path };
      chains.set(submenu.path, [top, middle]);
      for (const child of submenu.childSubmenus ?? [])
        chains.set(child.path, [top, middle, { title: child.title, path: child.path }]);
    }
  }
  return chains;
}

const chains = menuChains(menu);

/** Between two crumbs on every kind of page (content pages and the site's own), in every language. */
export const BREADCRUMB_SEPARATOR = '>>';

/**
 * The full breadcrumb of a page (GIGW 3.0), Home first and the page itself last:
 * Home >> About Us >> About Us >> About the city. A menu path follows the menu; a
 * sub-topic a section file adds (/student/circulars) hangs under the nearest menu
 * path above it; any other page (/help) sits under Home. The home page has none.
 */
export function breadcrumbTrail(path: string, title: string): Crumb[] {
  const normalised = normalisePath(path);
  if (normalised === '/') return [];
  const home = { title: 'Home', path: '/' };
  const own = chains.get(normalised);
  if (own) return [home, ...own];
  const parentPath = normalised
    .split('/')
    .map((_, index, parts) => parts.slice(0, parts.length - index).join('/'))
    .find((candidate) => candidate !== normalised && chains.has(candidate));
  return [home, ...(parentPath ? chains.get(parentPath)! : []), { title, path: normalised }];
}
