import type { HeaderProps } from './Header';

export const examples: Record<string, HeaderProps> = {
  default: {},
  externalSearch: { searchAction: 'https://www.ssu-kolhapur.ac.in/search' },
};
