/**
 * The menu's size, bounded by design (docs/developers/decisions.md, "A bounded menu"): the menu
 * is on every page, so no list of it may grow with the site. A list of submenus or of children
 * with more than MENU_LIST_LIMIT entries shows its first MENU_LIST_SHOWN and a link to its landing
 * page, which lists them all; the menu bar itself holds at most MENU_LIST_LIMIT top entries
 * (data/schema/menu.ts). Pure: data/menu-landings.ts applies it to the site's menu.
 */

/**
 * The longest list the menu shows whole: the spec's longest (Student's 15 submenus) and one to spare.
 * A list of departments that grows past it becomes a landing page, whatever its length.
 */
export const MENU_LIST_LIMIT = 16;

/**
 * Entries a longer list shows before its landing page's link: 12 rows and the link fit the
 * spec's 500 px dropdown (36 px a row) without scrolling. The first ones as the file orders them,
 * so the webmaster chooses which.
 */
export const MENU_LIST_SHOWN = 12;

/** Whether a list is too long to show whole. */
export const isOverLimit = (entries: readonly unknown[] | undefined): boolean =>
  (entries?.length ?? 0) > MENU_LIST_LIMIT;

/** What the menu shows of a list: all of it, or its first MENU_LIST_SHOWN when it is over the limit. */
export function shownEntries<T>(entries: readonly T[]): readonly T[] {
  return isOverLimit(entries) ? entries.slice(0, MENU_LIST_SHOWN) : entries;
}

/** The landing page of the list under `ownerPath` (`/academics` -> `/academics/all`; `/mr/academics` -> `/mr/academics/all`). */
export const landingPath = (ownerPath: string): string => `${ownerPath === '/' ? '' : ownerPath}/all`;
