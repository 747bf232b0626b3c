import { breadcrumbTrail } from './breadcrumbs';
import { listingOf } from './listing-pages';
import { sitePagePaths, sitePageTitle } from './pages';
import { SHELL_ONLY } from './shell-pages';

/** Prerendered but no page to visit: the service worker's answer to a page never opened, offline. */
const UNLISTED: ReadonlySet<string> = new Set(['/offline']);

/**
 * One list of the site's pages for both sitemaps (GIGW 3.0): sitemap.xml
 * (host/vite/feeds/sitemap-plugin.ts) and the /sitemap page. Every content route of
 * the route table, then the site's own pages; the search results and offline pages are no pages.
 */
export function sitemapPaths(contentRoutes: ReadonlyArray<{ path: string }>): string[] {
  return ['/', ...contentRoutes.map((route) => route.path), ...sitePagePaths().filter((path) => !isUnlistedPage(path))];
}

/**
 * The search results and offline pages (a path without its language): out of the sitemaps, and
 * their prerendered files tell crawlers `noindex`, since hosts answer them 200 like any page.
 */
export const isUnlistedPage = (path: string) => SHELL_ONLY.has(path) || UNLISTED.has(path);

export interface SitemapNode {
  path: string;
  title: string;
  children: SitemapNode[];
}

/**
 * The pages nested as their breadcrumbs nest them (the home page is the root, not a node). A
 * listing's later pages (`/student/circulars/page/2`) are not nodes: the listing links them, and
 * the sitemap page would otherwise grow with the number of records. Nor are the items of a
 * sidebar too long to show whole (`listedOn`, data/content-index.ts): its landing page lists them.
 */
export function sitemapTree(
  contentRoutes: ReadonlyArray<{ path: string; title: string; listedOn?: string }>,
): SitemapNode[] {
  const titleOf = (path: string) =>
    contentRoutes.find((route) => route.path === path)?.title ?? sitePageTitle(path) ?? path;
  const nodes = new Map<string, SitemapNode>();
  const roots: SitemapNode[] = [];
  const listed = new Set(contentRoutes.flatMap((route) => (route.listedOn ? [route.path] : [])));
  const shown = (path: string) => path !== '/' && listingOf(path).page === 1 && !listed.has(path);
  for (const path of sitemapPaths(contentRoutes).filter(shown)) {
    const node = { path, title: titleOf(path), children: [] };
    nodes.set(path, node);
    const parent = breadcrumbTrail(path, node.title).at(-2);
    const parentNode = parent && parent.path !== '/' ? nodes.get(parent.path) : undefined;
    (parentNode ? parentNode.children : roots).push(node);
  }
  return roots;
}
