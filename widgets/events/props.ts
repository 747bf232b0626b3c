import type { UniEvent } from '../../data/schema/home';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

export const attributes = {
  /** `accordion`, or `all`: every event grouped by category under an h1 "Upcoming Events" */
  mode: { type: 'string', values: ['accordion', 'all'], default: 'accordion' },
  /** comma-separated categories to show, in that order, e.g. `Academic, Workshop` (default: all) */
  categories: 'string',
} as const satisfies AttributeDeclarations;

/** The props <Events> receives: its attributes and its data. */
export type EventsProps = WidgetProps<typeof attributes, UniEvent[]>;
