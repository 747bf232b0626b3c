import { menu } from '../../data/menu';
import type { WidgetExample } from '../core/definitions';
import type { MenuProps } from './props';
import { Menu } from './Menu';

/** The component the examples render; the default example is the shipped sample. */
export const component = Menu;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<MenuProps>> = {
  default: { data: menu, path: '/' },
  aboutSectionActive: { data: menu, path: '/about/history/city' },
  singleItem: { data: [{ id: 1, title: 'Home', path: '/' }], path: '/' },
};
