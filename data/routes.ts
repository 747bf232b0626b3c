import englishSections from 'virtual:site-pages?lang=en';
import type { PageContent, RouteEntry } from './schema/content';
import { normalisePath } from './normalise-path';
import { activeSidebarId, buildRoutes, menuPageGroups, pageGroups } from './route-table';

/**
 * The whole route table, with every section's content (see data/route-table.ts
 * for how menu paths become pages). The build, the tests and the sitemap use
 * it; the content-page widget loads only the section it shows.
 */
export { activeSidebarId, buildRoutes, menuPageGroups, normalisePath, pageGroups };

/** Every section's pages in English, each with the file it is written in (host/vite/content/pages-plugin.ts). */
export const contentSources = englishSections;

/** Every English content page. */
export const contentPages: PageContent[] = contentSources.flatMap((source) =>
  source.entries.map((entry) => entry.page),
);

export const routes: RouteEntry[] = buildRoutes(pageGroups, contentPages);

export function findRoute(path: string): RouteEntry | undefined {
  const normalised = normalisePath(path);
  return routes.find((route) => route.path === normalised);
}
