import type { WidgetExample } from '../core/definitions';
import type { SearchProps } from './props';
import { Search } from './Search';

/** The component the examples render; the default example is the shipped sample. */
export const component = Search;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<SearchProps>> = {
  default: {},
  fewSuggestions: { limit: 4 },
};
