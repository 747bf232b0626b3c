import quickLinks from '../../data/home/quick-links.yaml';
import type { WidgetExample } from '../core/definitions';
import type { QuickLinksProps } from './props';
import { QuickLinks } from './QuickLinks';

/** The component the examples render; the default example is the shipped sample. */
export const component = QuickLinks;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<QuickLinksProps>> = {
  default: { data: quickLinks },
  fourLinks: { data: quickLinks.slice(0, 4) },
  empty: { data: [] },
};
