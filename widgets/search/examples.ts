import { Search, type SearchProps } from './Search';

/** The component the examples render; the default example is the shipped sample. */
export const component = Search;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, SearchProps> = {
  default: {},
  fewSuggestions: { limit: 4 },
};
