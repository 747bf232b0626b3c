import { z } from 'zod';

/** Spec 3 "Sidebar item": id, itemText, updates (id, text, path). */
export const Update = z.object({ id: z.number().int(), text: z.string().min(1), path: z.string().min(1) });
export const SidebarItem = z.object({
  id: z.number().int(),
  itemText: z.string().min(1),
  updates: z.array(Update),
});
export type SidebarItem = z.infer<typeof SidebarItem>;

/**
 * Spec 3 "Content item". The layout-specific shape of `sections` is checked by
 * each layout's own schema (the content-pages work defines them).
 */
export const ContentItem = z.looseObject({
  content_id: z.number().int(),
  layout_type: z.string().min(1),
  title: z.string().optional(),
});
export type ContentItem = z.infer<typeof ContentItem>;

/** Spec 3 "Route entry", plus the parent title the breadcrumb shows. */
export const RouteEntry = z.object({
  id: z.number().int(),
  path: z.string().regex(/^\/[a-z0-9\-/]*$/),
  title: z.string().min(1),
  parentTitle: z.string().min(1),
  contents: z.array(ContentItem),
  sidebarItems: z.array(SidebarItem),
});
export type RouteEntry = z.infer<typeof RouteEntry>;
