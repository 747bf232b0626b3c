import { z } from 'zod';
import { Href, SitePath } from './common.ts';
import { LayoutItem, LayoutItemInFile } from './layouts.ts';
import { LatestUpdates, RecordUpdate } from './page-queries.ts';

const sitePath = SitePath;

/** A calendar date written YYYY-MM-DD (shown DD-MM-YYYY; sitemap.xml's lastmod uses it as is). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-20');

/** Spec 3 update entry of a sidebar item: id, text, path (a site path or an absolute URL). */
export const Update = z.object({
  id: z.number().int(),
  text: z.string().min(1),
  path: Href,
  lang: z.string().optional(),
});
export type Update = z.infer<typeof Update>;

/**
 * Spec 3 "Sidebar item": id, itemText, updates. Beyond the spec, every item has
 * its own `path` (a URL), so the active item survives a reload, back/forward
 * work and the item can be shared. The sample data has 5 updates per item.
 */
export const SidebarItem = z.object({
  id: z.number().int().positive(),
  itemText: z.string().min(1),
  path: sitePath,
  updates: z.array(Update),
  lang: z.string().optional(),
});
export type SidebarItem = z.infer<typeof SidebarItem>;

/** Spec 3 "Content item": one of the layouts of data/schema/layouts.ts (union on `layout_type`). */
export const ContentItem = LayoutItem;
export type ContentItem = z.infer<typeof ContentItem>;

/** The rules of a page's ids: unique sidebar ids, item 1 at the page's path, every content item under an item. */
function checkPageIds(
  page: { path: string; sidebarItems: Array<{ id: number; path: string }>; contents: Array<{ content_id: number }> },
  ctx: z.RefinementCtx,
) {
  const ids = new Set<number>();
  page.sidebarItems.forEach((item, index) => {
    if (ids.has(item.id))
      ctx.addIssue({
        code: 'custom',
        path: ['sidebarItems', index, 'id'],
        message: `duplicate sidebar id ${item.id}`,
      });
    ids.add(item.id);
  });
  const first = page.sidebarItems.find((item) => item.id === 1);
  if (!first) ctx.addIssue({ code: 'custom', path: ['sidebarItems'], message: 'needs an item with id 1' });
  else if (first.path !== page.path)
    ctx.addIssue({
      code: 'custom',
      path: ['sidebarItems'],
      message: `item 1's path must be the page path ${page.path}`,
    });
  page.contents.forEach((item, index) => {
    if (!ids.has(item.content_id))
      ctx.addIssue({
        code: 'custom',
        path: ['contents', index, 'content_id'],
        message: `no sidebar item with id ${item.content_id}`,
      });
  });
}

const pageFields = {
  path: sitePath,
  /** When this page's content last changed (GIGW: 'last updated' per page). Translations take the English date. */
  lastUpdated: isoDate.optional(),
  sidebarItems: z.array(SidebarItem).min(1),
  contents: z.array(ContentItem),
};

/**
 * One content page: `path` is the page's root path (the path of sidebar item 1),
 * `sidebarItems` lists every item with its own path, `contents` the items, each
 * shown when the sidebar item with id == content_id is active. Written as a page
 * file (`PageFile`, data/pages/README.md), with its record queries expanded.
 */
export const PageContent = z.object(pageFields).superRefine(checkPageIds);
export type PageContent = z.infer<typeof PageContent>;

/** An update as a page file writes it: written out, one record by name, or a section's latest records. */
export const UpdateInFile = z.union([Update, RecordUpdate, LatestUpdates]);
export type UpdateInFile = z.infer<typeof UpdateInFile>;

/**
 * A page file (data/pages/<section>/<page>.<lang>.yaml): a `PageContent` whose updates and
 * table rows may be queries over the records (data/schema/page-queries.ts).
 */
export const PageFile = z
  .object({
    ...pageFields,
    sidebarItems: z.array(SidebarItem.extend({ updates: z.array(UpdateInFile) })).min(1),
    contents: z.array(LayoutItemInFile),
  })
  .strict()
  .superRefine(checkPageIds);
export type PageFile = z.infer<typeof PageFile>;

/** Spec 3 "Route entry", plus the parent title the breadcrumb shows. One entry per path (every sidebar item's path). */
export const RouteEntry = z.object({
  id: z.number().int(),
  path: sitePath,
  title: z.string().min(1),
  parentTitle: z.string().min(1),
  /** The date the page's content last changed (from its section file). */
  lastUpdated: isoDate.optional(),
  contents: z.array(ContentItem),
  sidebarItems: z.array(SidebarItem),
  /**
   * How many items the section's sidebar has, where a page's data keeps only those it shows
   * (a long sidebar: data/sidebar-bound.ts); absent when `sidebarItems` is the whole sidebar.
   */
  sidebarTotal: z.number().int().positive().optional(),
});
export type RouteEntry = z.infer<typeof RouteEntry>;
