import type { RouteEntry } from '../../data/schema/content';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

export const attributes = {
  /** the content path to show (default: the page's location) */
  path: 'string',
} as const satisfies AttributeDeclarations;

/**
 * The props <ContentPage> receives: its attributes and its data. `data` may be absent: the server-render
 * tests and the examples render the component itself with a path only (the site's own content); the
 * element always passes it (the empty sample, or the page's route table).
 */
export type ContentPageProps = Omit<WidgetProps<typeof attributes, RouteEntry[]>, 'data'> & { data?: RouteEntry[] };
