import type { PageProps } from './Page';

export const examples: Record<string, PageProps> = {
  default: { path: '/screen-reader-access' },
  quickLinks: { path: '/quick-links' },
  search: { path: '/search', query: 'hostel' },
  searchNothingFound: { path: '/search', query: 'zzzz' },
  notFound: { path: '/no-such-page' },
};
