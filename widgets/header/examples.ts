import type { WidgetExample } from '../core/definitions';
import type { HeaderProps } from './props';
import { Header } from './Header';

/** The component the examples render; the default example is the shipped sample. */
export const component = Header;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<HeaderProps>> = {
  default: {},
  externalSearch: { searchAction: 'https://www.ssu-kolhapur.ac.in/search' },
};
