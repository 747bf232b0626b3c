import mainMenu from './site/menu.yaml';
import type { MenuItem } from './schema/menu.ts';

/** The main menu (spec 2.2), written in data/site/menu.yaml; its Marathi and Hindi titles are in data/i18n/titles/. */
export const menu: MenuItem[] = mainMenu;
