import { menu } from '../../data/menu';
import type { MenuProps } from './Menu';

export const examples: Record<string, MenuProps> = {
  default: { data: menu, path: '/' },
  aboutSectionActive: { data: menu, path: '/about/history/city' },
  singleItem: { data: [{ id: 1, title: 'Home', path: '/' }], path: '/' },
};
