import { useEffect, useState } from 'react';
import { routeIndex } from 'virtual:route-index';
import { buildRoutes, normalisePath, pageGroups } from '../../data/route-table';
import type { PageContent, RouteEntry } from '../../data/schema/content';
import { withAssetUrls } from '../core/asset-url';

/**
 * The site's content, one section file at a time: a content page downloads the
 * file that holds its path (data/content/about.ts, …), never the whole site's
 * content. Which file holds which path comes from the build-time route index.
 */
const sectionFiles = import.meta.glob<{ sectionPages?: PageContent[] }>('../../data/content/*.ts');
const loadedTables = new Map<string, RouteEntry[]>();
const pendingTables = new Map<string, Promise<void>>();

/** The section file of a path, or '' for a menu page that no section file fills. */
const sourceOf = (path: string) => routeIndex.find((entry) => entry.path === normalisePath(path))?.source ?? '';

/** Loads (once) the section that holds this path. */
export function loadRoutesFor(path: string): Promise<void> {
  const source = sourceOf(path);
  if (loadedTables.has(source)) return Promise.resolve();
  let pending = pendingTables.get(source);
  if (!pending) {
    const load = source ? sectionFiles[`../../${source}`]!() : Promise.resolve({ sectionPages: [] });
    pending = load.then((module) => {
      // Embedded on another site, the sample's documents and pictures resolve against the kit's site.
      loadedTables.set(source, withAssetUrls(buildRoutes(pageGroups, module.sectionPages ?? [])));
    });
    pendingTables.set(source, pending);
  }
  return pending;
}

/** Every section: the prerenderer and the tests render any page synchronously after this. */
export async function loadAllRoutes(): Promise<void> {
  await Promise.all(routeIndex.map((entry) => loadRoutesFor(entry.path)));
}

/** The route entry of a path if its section is loaded. */
export function loadedRoute(path: string): RouteEntry | undefined {
  return loadedTables.get(sourceOf(path))?.find((route) => route.path === normalisePath(path));
}

/** The route entry of a path, loading its section first when needed (renders nothing meanwhile). */
export function useSiteRoute(path: string | undefined): RouteEntry | undefined {
  const [, setLoadedCount] = useState(0);
  const route = path === undefined ? undefined : loadedRoute(path);
  useEffect(() => {
    if (path === undefined || loadedRoute(path)) return;
    let current = true;
    loadRoutesFor(path).then(() => current && setLoadedCount((count) => count + 1));
    return () => {
      current = false;
    };
  }, [path]);
  return route;
}
