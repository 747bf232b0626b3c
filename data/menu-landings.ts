import { titleFor } from './i18n/titles';
import { translate } from './i18n/translate';
import type { LanguageCode } from './i18n/languages';
import { menu as siteMenu } from './menu';
import { isOverLimit, landingPath } from './menu-bound';
import type { MenuItem } from './schema/menu';

interface Link {
  path: string;
  title: string;
}

/** The landing page of a menu list too long for the menu (data/menu-bound.ts): every entry of the list. */
export interface MenuLanding {
  path: string;
  /** The menu entry the list hangs under (Academics for its departments). */
  owner: Link;
  entries: Link[];
}

const link = ({ path, title }: Link): Link => ({ path, title });

/** The landing pages of a menu: one for each list of submenus or of children over the limit. */
export function landingsOf(menu: MenuItem[]): MenuLanding[] {
  const landing = (owner: Link, entries: Link[]): MenuLanding[] =>
    isOverLimit(entries) ? [{ path: landingPath(owner.path), owner: link(owner), entries: entries.map(link) }] : [];
  return menu.flatMap((item) => [
    ...landing(item, item.submenus ?? []),
    ...(item.submenus ?? []).flatMap((submenu) => landing(submenu, submenu.childSubmenus ?? [])),
  ]);
}

/** The site's menu's landing pages (none at the sample's size: its longest list has 15 entries). */
export const menuLandings: MenuLanding[] = landingsOf(siteMenu);

/** The landing page at `path` (without language prefix), if the site's menu has one there. */
export const menuLandingAt = (path: string): MenuLanding | undefined =>
  menuLandings.find((landing) => landing.path === path);

/** A landing page's title in `lang`: 'Academics: all pages'. */
export const landingTitle = (lang: LanguageCode, landing: MenuLanding): string =>
  translate(lang, 'menuLanding.title', { title: titleFor(lang, landing.owner.path) ?? landing.owner.title });

/**
 * Landing pages whose path another page already has (a content page or a site page): one line
 * each, for `npm run check` and the build (data/check-all.ts).
 */
export function landingClashes(landings: readonly MenuLanding[], pagePaths: readonly string[]): string[] {
  const taken = new Set(pagePaths);
  return landings
    .filter((landing) => taken.has(landing.path))
    .map(
      (landing) =>
        `data/site/menu.yaml: ${landing.owner.path} has ${landing.entries.length} entries, more than the menu shows, so ${landing.path} lists them all; another page has that path: move that page`,
    );
}
