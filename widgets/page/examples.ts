import type { WidgetExample } from '../core/definitions';
import type { PageProps } from './props';
import { Page } from './Page';

/** The component the examples render; the default example is the shipped sample. */
export const component = Page;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<PageProps>> = {
  default: { path: '/screen-reader-access' },
  quickLinks: { path: '/quick-links' },
  search: { path: '/search', query: 'hostel' },
  searchNothingFound: { path: '/search', query: 'zzzz' },
  sitemap: { path: '/sitemap' },
  feedback: { path: '/feedback' },
  help: { path: '/help' },
  notFound: { path: '/no-such-page' },
};
