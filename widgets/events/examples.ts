import type { UniEvent } from '../../data/schema/home';
import type { WidgetExample } from '../core/definitions';
import type { EventsProps } from './props';
import { Events } from './Events';

/** The component the examples render; the default example is the shipped sample. */
export const component = Events;

/**
 * Two events of each category, as the university's events file holds them (`/feeds/all-events.json`;
 * a page's `<uni-events>` without data reads the site's file: element.ts). A sample of its own, not
 * the records: the embed docs load this module, and their code must not grow with the events.
 */
const events: UniEvent[] = [
  {
    category: 'School/Sports',
    date: 'SEP 15, 2025',
    description: 'Inter-departmental athletics meet: track and field trials at the university stadium, from 7.30 a.m.',
  },
  {
    category: 'School/Sports',
    date: 'SEP 24, 2025',
    description: 'Zonal kabaddi and kho-kho tournament for affiliated colleges, men and women, at the Sports Complex.',
  },
  {
    category: 'Academic',
    date: 'SEP 18, 2025',
    description:
      'Guest lecture "Groundwater in the Deccan Traps" by a scientist of the Central Ground Water Board, Department of Geology.',
  },
  {
    category: 'Academic',
    date: 'SEP 29, 2025',
    description: 'Last date for research scholars to submit half-yearly Ph.D. progress reports to the PGBUTR section.',
  },
  {
    category: 'Cultural',
    date: 'SEP 22, 2025',
    description: 'Youth Festival zonal round: folk dance, one-act play and elocution in Marathi, Hindi and English.',
  },
  {
    category: 'Cultural',
    date: 'OCT 1, 2025',
    description: "Navratri evening of garba and dandiya, organised by the Students' Council on the main lawn.",
  },
  {
    category: 'Workshop',
    date: 'SEP 26, 2025',
    description: 'Hands-on workshop on Python for data analysis for research scholars, Department of Computer Science.',
  },
  {
    category: 'Workshop',
    date: 'OCT 13, 2025',
    description: 'Faculty development workshop: writing outcome-based course plans under NEP 2020.',
  },
  {
    category: 'Examination',
    date: 'OCT 6, 2025',
    description: 'Last date to submit examination forms for the October-November 2025 session without a late fee.',
  },
  {
    category: 'Examination',
    date: 'OCT 20, 2025',
    description: 'Hall tickets for the UG and PG semester examinations available on the student portal.',
  },
];

/** Named examples: they feed the server-render tests and the embed documentation. */
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
