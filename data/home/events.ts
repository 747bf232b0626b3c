import type { UniEvent } from '../schema/home';

/** The five event categories of spec 4, in the order the accordion shows them. */
export const EVENT_CATEGORIES = ['School/Sports', 'Academic', 'Cultural', 'Workshop', 'Examination'] as const;

/**
 * Upcoming events (spec 2.4 item 6, spec 4): 3 per category, 15 in all, dated
 * 15 Sep to 2 Nov 2025. Dates are written like `SEP 15, 2025` (spec 3).
 */
export const events: UniEvent[] = [
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
    category: 'School/Sports',
    date: 'OCT 9, 2025',
    description: 'Selection trials for the West Zone Inter-University Volleyball Championship.',
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
    category: 'Academic',
    date: 'OCT 16, 2025',
    description: 'National seminar "NEP 2020: Multidisciplinary Curriculum in Practice" at the Convention Centre.',
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
    category: 'Cultural',
    date: 'OCT 25, 2025',
    description: 'Diwali Pahat: a morning concert of natyasangeet and abhang by the Department of Music.',
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
    category: 'Workshop',
    date: 'OCT 30, 2025',
    description: 'Intellectual property rights workshop: how to file a patent from a university laboratory.',
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
  {
    category: 'Examination',
    date: 'NOV 2, 2025',
    description: 'UG and PG semester examinations of the October-November 2025 session begin.',
  },
];
