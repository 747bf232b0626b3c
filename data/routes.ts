import type { PageContent, RouteEntry } from './schema/content';
import { activeSidebarId, buildRoutes, menuPageGroups, normalisePath, pageGroups } from './route-table';

/**
 * The whole route table, with every section's content (see data/route-table.ts
 * for how menu paths become pages). The build, the tests and the sitemap use
 * it; the content-page widget loads only the section it shows.
 */
export { activeSidebarId, buildRoutes, menuPageGroups, normalisePath, pageGroups };

/** Every data/content/*.ts file that exports `sectionPages`, by file name. */
const contentModules = import.meta.glob<{ sectionPages?: PageContent[] }>('./content/*.ts', { eager: true });

export const contentSources: Array<{ file: string; pages: PageContent[] }> = Object.entries(contentModules)
  .filter(([, module]) => Array.isArray(module.sectionPages))
  .map(([file, module]) => ({ file: `data/content/${file.split('/').at(-1)}`, pages: module.sectionPages! }))
  .sort((a, b) => a.file.localeCompare(b.file));

export const routes: RouteEntry[] = buildRoutes(
  pageGroups,
  contentSources.flatMap((source) => source.pages),
);

export function findRoute(path: string): RouteEntry | undefined {
  const normalised = normalisePath(path);
  return routes.find((route) => route.path === normalised);
}
