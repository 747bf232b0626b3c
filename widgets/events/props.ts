import type { UniEvent } from '../../data/schema/home';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

export const attributes = {
  /** `accordion`, or `all`: the events page, 25 events a page (upcoming soonest first, then past), grouped by category under an h1 "Upcoming Events" */
  mode: { type: 'string', values: ['accordion', 'all'], default: 'accordion' },
  /** with `mode="all"` and no `src`: which page of the university's events to show: 1 (the default, `/feeds/all-events.json`), 2 (`/feeds/all-events/page/2.json`) … */
  page: 'number',
  /** comma-separated categories to show, in that order, e.g. `Academic, Workshop` (default: all) */
  categories: 'string',
} as const satisfies AttributeDeclarations;

/** The props <Events> receives: its attributes and its data. */
export type EventsProps = WidgetProps<typeof attributes, UniEvent[]>;
