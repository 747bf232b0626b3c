import { menu } from '../../data/menu';
import { Menu, type MenuProps } from './Menu';

/** The component the examples render; the default example is the shipped sample. */
export const component = Menu;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, MenuProps> = {
  default: { data: menu, path: '/' },
  aboutSectionActive: { data: menu, path: '/about/history/city' },
  singleItem: { data: [{ id: 1, title: 'Home', path: '/' }], path: '/' },
};
