import { slugify } from '../footer';
import type { QuickLink } from '../schema/site';

/**
 * Home-page quick-links grid (spec 2.4 item 8: 19 links). Where the university
 * has a page for the item, the link goes there; the rest were placeholders on
 * the old site and now point to their own entry on /quick-links.
 */
const entries: Array<[title: string, target: string | null, description: string]> = [
  ['Photo Gallery', '/academics/computer-science/gallery', 'Pictures of campus life, events and departments.'],
  [
    'Right to Information',
    null,
    'Public information officers, fees and how to file an RTI application (RTI Act 2005).',
  ],
  ['Placement Cell', '/student/placement', 'Campus recruitment drives, training and placement records.'],
  ['Intranet', null, 'Staff-only services, reachable from the campus network.'],
  [
    'Right To Services',
    null,
    'Services the university guarantees within fixed time limits under the Maharashtra Right to Public Services Act 2015.',
  ],
  ['Recruitments', null, 'Advertisements for teaching and non-teaching posts.'],
  ['Online Receipt Portal', null, 'Pay fees and print receipts online.'],
  ['Grievance Redressal', '/student/grievance', 'Register a grievance and follow its status.'],
  ['Mobile Apps', null, 'The university’s apps for students and staff.'],
  ['University Publications', null, 'Annual reports, research journals and the university newsletter.'],
  ['Other Tenders / Quotations', null, 'Tenders and quotations invited by the university.'],
  ['Archive', null, 'Older notices, circulars and news.'],
  ['Special Cell', null, 'Cell for students and staff from backward classes: schemes and contacts.'],
  ['University Song', null, 'The university song (Vidyapeeth Geet), with its lyrics.'],
  ['University Song (Audio)', null, 'A recording of the university song.'],
  ['Anti Regging Information', null, 'Anti-ragging committee, squad and the national helpline 1800-180-5522.'],
  ['Convocation', null, 'Convocation schedule, degree application and ceremony details.'],
  ['NIRF', null, 'Data the university submitted to the National Institutional Ranking Framework.'],
  ['Alumni', '/student/alumni', 'The alumni association and how to stay in touch.'],
];

export const quickLinks: QuickLink[] = entries.map(([title, target, description]) => ({
  title,
  link: target ?? `/quick-links#${slugify(title)}`,
  description,
}));
