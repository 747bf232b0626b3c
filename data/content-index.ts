import { firstByPath } from './first-by-path';

/** One content path of the whole site (host/vite/modules/route-index-plugin.ts makes the list). */
export interface ContentIndexEntry {
  path: string;
  title: string;
  parentTitle: string;
  lastUpdated?: string;
  /** The section (data/pages/<section>/) that holds its content; none for a menu page no section fills. */
  source?: string;
  /**
   * The landing page that lists it, for an item of a sidebar too long to show whole
   * (data/sidebar-bound.ts): the site map page links the landing instead (data/sitemap.ts).
   */
  listedOn?: string;
}

/**
 * The whole site's content paths, where something has them: the build and the tests set them
 * (host/vite/prerender/section-page-data.ts), to work out every page's title and the site map.
 * The browser never downloads them for an ordinary page (issue #26: they grow with the site); it
 * learns about one page from that page's data (widgets/content-page/route-store.ts), and only the
 * site map page imports the list (widgets/page/SiteMap.tsx).
 */
let index: ReadonlyArray<ContentIndexEntry> | undefined;

export function setContentIndex(entries: ReadonlyArray<ContentIndexEntry>): void {
  index = entries;
}

/**
 * The entry of a content path, if this process has the list and the path is in it. Looked up by
 * path: the prerender asks for every page's title in every language (host/screens.ts counts them
 * all to tell apart titles two pages share).
 */
export const contentEntryAt = (path: string): ContentIndexEntry | undefined => index && firstByPath(index, path);

/** The whole list if this process has it (the build, the tests), else undefined (the browser). */
export const contentIndex = (): ReadonlyArray<ContentIndexEntry> | undefined => index;
