import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { importSiteModule } from '../content/import-site-module.ts';

/**
 * Serves `virtual:route-index`: every content path with its title, breadcrumb
 * parent, the date its content last changed and the section that holds its content, and nothing else. The host (which screen, which title) and the site
 * search need only that; importing data/routes.ts itself would put every content
 * page's data into the host's first download.
 */
const MODULE_ID = 'virtual:route-index';
const RESOLVED_ID = '\0' + MODULE_ID;

export function routeIndexPlugin(root: string): Plugin {
  return {
    name: 'uni-route-index',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { module, dependencies } = await importSiteModule<typeof import('../../../data/routes')>(
        root,
        'data/routes.ts',
      );
      // Real files only: the records' virtual modules are no file to watch (the records plugin watches their folder).
      for (const file of dependencies.map((dependency) => resolve(root, dependency)).filter((path) => existsSync(path)))
        this.addWatchFile(file);
      // Which section holds each path's content, so the content page loads only that section.
      const sourceOf = new Map(
        module.contentSources.flatMap(({ section, entries }) =>
          entries.flatMap(({ page }) =>
            [page.path, ...page.sidebarItems.map((item) => item.path)].map((path) => [path, section] as const),
          ),
        ),
      );
      const index = module.routes.map(({ path, title, parentTitle, lastUpdated }) => ({
        path,
        title,
        parentTitle,
        lastUpdated,
        source: sourceOf.get(path),
      }));
      return `export const routeIndex = ${JSON.stringify(index)};`;
    },
  };
}
