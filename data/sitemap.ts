import { breadcrumbTrail } from './breadcrumbs';
import { sitePagePaths, sitePageTitle } from './pages';
import { SHELL_ONLY } from './shell-pages';

/**
 * One list of the site's pages for both sitemaps (GIGW 3.0): sitemap.xml
 * (host/build/sitemap-plugin.ts) and the /sitemap page. Every content route of
 * the route table, then the site's own pages; the search results page is no page.
 */
export function sitemapPaths(contentRoutes: ReadonlyArray<{ path: string }>): string[] {
  return ['/', ...contentRoutes.map((route) => route.path), ...sitePagePaths().filter((path) => !SHELL_ONLY.has(path))];
}

export interface SitemapNode {
  path: string;
  title: string;
  children: SitemapNode[];
}

/** The pages nested as their breadcrumbs nest them (the home page is the root, not a node). */
export function sitemapTree(contentRoutes: ReadonlyArray<{ path: string; title: string }>): SitemapNode[] {
  const titleOf = (path: string) =>
    contentRoutes.find((route) => route.path === path)?.title ?? sitePageTitle(path) ?? path;
  const nodes = new Map<string, SitemapNode>();
  const roots: SitemapNode[] = [];
  for (const path of sitemapPaths(contentRoutes).filter((candidate) => candidate !== '/')) {
    const node = { path, title: titleOf(path), children: [] };
    nodes.set(path, node);
    const parent = breadcrumbTrail(path, node.title).at(-2);
    const parentNode = parent && parent.path !== '/' ? nodes.get(parent.path) : undefined;
    (parentNode ? parentNode.children : roots).push(node);
  }
  return roots;
}
