import { z } from 'zod';
import { MENU_LIST_LIMIT } from '../menu-bound.ts';
import { SitePath } from './common.ts';

const path = SitePath;

export const ChildSubmenu = z.object({ id: z.number().int(), title: z.string().min(1), path });
export type ChildSubmenu = z.infer<typeof ChildSubmenu>;

export const Submenu = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  path,
  childSubmenus: z.array(ChildSubmenu).optional(),
});
export type Submenu = z.infer<typeof Submenu>;

/** Spec 3 "Menu item": the route-table fields (contents, sidebar) live in the route table. */
export const MenuItem = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  path,
  submenus: z.array(Submenu).optional(),
});
export type MenuItem = z.infer<typeof MenuItem>;

/**
 * The menu bar holds the top entries side by side: a longer list of submenus or children becomes a
 * landing page (data/menu-bound.ts), but more top entries than that do not fit the bar.
 */
export const Menu = z
  .array(MenuItem)
  .min(1)
  .max(MENU_LIST_LIMIT, `the menu bar holds at most ${MENU_LIST_LIMIT} top entries: put the others under one of them`);
