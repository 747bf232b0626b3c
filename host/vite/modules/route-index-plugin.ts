import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { importSiteModule } from '../content/import-site-module.ts';
import { listingOf } from '../../../data/listing-pages.ts';
import type { ContentIndexEntry } from '../../../data/content-index.ts';
import { isLongSidebar, sidebarLandingPath } from '../../../data/sidebar-bound.ts';

/**
 * Serves `virtual:route-index`: every content path with its title, breadcrumb
 * parent, the date its content last changed and the section that holds its content, and nothing else.
 * The build's renderer (every page's title, which section to load) and the site map page need
 * only that; no ordinary page downloads it (data/content-index.ts), since it grows with the site.
 */
export const ROUTE_INDEX_ID = 'virtual:route-index';
const RESOLVED_ID = '\0' + ROUTE_INDEX_ID;

interface RouteIndexModule {
  index: ContentIndexEntry[];
  /** The files it was made from (real files only: the records' virtual modules are no file to watch). */
  files: string[];
}

/**
 * The module's code by project, made once for every Vite instance of this process that asks (the
 * site build, the embed kit's build, the manifest's server, the prerender): making it loads every
 * section's content, seconds at the sample's size and minutes at 10,000 pages a language. Forgotten
 * when a file of the site's data changes (`npm run dev`).
 */
const made = new Map<string, Promise<RouteIndexModule>>();

async function makeRouteIndex(root: string): Promise<RouteIndexModule> {
  const { module, dependencies } = await importSiteModule<typeof import('../../../data/routes')>(
    root,
    'data/routes.ts',
  );
  // Which section holds each path's content, so the content page loads only that section.
  const sourceOf = new Map(
    module.contentSources.flatMap(({ section, entries }) =>
      entries.flatMap(({ page }) =>
        [page.path, ...page.sidebarItems.map((item) => item.path)].map((path) => [path, section] as const),
      ),
    ),
  );
  const index = module.routes.map(({ path, title, parentTitle, lastUpdated, sidebarItems }): ContentIndexEntry => {
    const [first] = sidebarItems;
    // A listing's later page (/student/circulars/page/2) is in its listing's section; a long
    // sidebar's landing page in its sidebar's, though no file names its path (data/sidebar-bound.ts).
    const source = sourceOf.get(listingOf(path).path) ?? (first && sourceOf.get(first.path));
    // The site map page lists a long sidebar's landing page, not each of its items (data/sitemap.ts).
    const landing = sidebarLandingPath(sidebarItems);
    const listedOn =
      isLongSidebar(sidebarItems.length) && landing !== path && first?.path !== listingOf(path).path
        ? landing
        : undefined;
    return { path, title, parentTitle, lastUpdated, source, ...(listedOn ? { listedOn } : {}) };
  });
  return {
    index,
    files: dependencies.map((dependency) => resolve(root, dependency)).filter((path) => existsSync(path)),
  };
}

/** The module's code for an index. */
export const routeIndexModule = (index: ContentIndexEntry[]) => `export const routeIndex = ${JSON.stringify(index)};`;

/** The route index of the project in `root` (made once, see `made`). */
export function routeIndexOf(root: string): Promise<ContentIndexEntry[]> {
  let module = made.get(root);
  if (!module) {
    module = makeRouteIndex(root);
    made.set(root, module);
    // A failed attempt is not kept: the next request tries again (after the webmaster's fix).
    module.catch(() => made.delete(root));
  }
  return module.then(({ index }) => index);
}

/**
 * `virtual:site-map-index`: what the site map page downloads (widgets/page/SiteMap.tsx), the
 * index's paths and titles that data/sitemap.ts makes nodes of: no listing's later page and no item
 * of a long sidebar, whose landing page lists them, so it grows with the menu, not with the pages.
 */
export const SITE_MAP_INDEX_ID = 'virtual:site-map-index';
const RESOLVED_SITE_MAP_ID = '\0' + SITE_MAP_INDEX_ID;

const siteMapIndexModule = (index: ContentIndexEntry[]) =>
  `export const siteMapIndex = ${JSON.stringify(
    index
      .filter((entry) => !entry.listedOn && listingOf(entry.path).page === 1)
      .map(({ path, title }) => ({ path, title })),
  )};`;

export function routeIndexPlugin(root: string): Plugin {
  return {
    name: 'uni-route-index',
    resolveId(id) {
      if (id === ROUTE_INDEX_ID) return RESOLVED_ID;
      return id === SITE_MAP_INDEX_ID ? RESOLVED_SITE_MAP_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_SITE_MAP_ID) return undefined;
      const index = await routeIndexOf(root);
      for (const file of (await made.get(root))?.files ?? []) this.addWatchFile(file);
      return id === RESOLVED_ID ? routeIndexModule(index) : siteMapIndexModule(index);
    },
    // Any change to the site's data (a page file, a record, the menu) may change the index.
    watchChange(id) {
      if (resolve(id).startsWith(join(root, 'data'))) made.delete(root);
    },
  };
}
