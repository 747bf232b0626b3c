import type { WidgetExample } from '../core/definitions';
import type { ContentPageProps } from './props';
import { ContentPage } from './ContentPage';

/** The component the examples render; the default example is the shipped sample. */
export const component = ContentPage;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<ContentPageProps>> = {
  default: { path: '/about/history' },
  childActive: { path: '/about/history/city' },
  contact: { path: '/about/history/contact-information' },
  vcDesk: { path: '/about/policies' },
  holidays: { path: '/about/holidays' },
  authoritiesBos: { path: '/about/authorities/bos' },
  governance: { path: '/governance' },
  research: { path: '/research' },
};
