import { events } from '../../data/home/events';
import type { WidgetExample } from '../core/definitions';
import type { EventsProps } from './props';
import { Events } from './Events';

/** The component the examples render; the default example is the shipped sample. */
export const component = Events;

/**
 * Named examples: they feed the server-render tests and the embed documentation. The default is
 * the university's events, as `/feeds/all-events.json` holds them (a page's `<uni-events>`
 * without data reads the site's file: element.ts).
 */
export const examples: Record<string, WidgetExample<EventsProps>> = {
  default: { data: events },
  all: { data: events, mode: 'all' },
  departmentSite: {
    data: [
      {
        category: 'Seminar',
        date: 'JAN 8, 2026',
        description: 'Research seminar of the Department of Computer Science.',
      },
      { category: 'Seminar', date: 'JAN 22, 2026', description: 'Invited talk on federated learning.' },
    ],
  },
  academicAndWorkshops: { data: events, categories: 'Academic, Workshop' },
  noEvents: { data: [] },
};
