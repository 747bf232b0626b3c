import { z } from 'zod';
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

export const Menu = z.array(MenuItem).min(1);
