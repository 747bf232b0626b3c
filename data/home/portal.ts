import type { PortalTile } from '../schema/home';

/**
 * University Portal grid (spec 2.4 item 2): 12 tiles. Their click targets are
 * not shown in the spec; each goes to the site page that covers it, or to its
 * entry on /quick-links where the resource lives outside this site.
 */
export const portalTiles: PortalTile[] = [
  { icon: 'i-mdi-library', title: 'BBK KRC', link: '/student/facilities/bbk-resource-center' },
  { icon: 'i-mdi-handshake', title: 'Affiliation', link: '/about/authorities/academic-council' },
  { icon: 'i-mdi-map-marker-distance', title: 'Distance Education', link: '/programmes/distance' },
  { icon: 'i-mdi-laptop', title: 'Online Programs', link: '/programmes/online' },
  { icon: 'i-mdi-factory', title: 'Industry Collaboration', link: '/incubation-center' },
  { icon: 'i-mdi-account-school', title: 'Students', link: '/student' },
  { icon: 'i-mdi-web', title: 'Web Apps', link: '/quick-links#mobile-apps' },
  { icon: 'i-mdi-clipboard-text', title: 'Exam Section', link: '/student/examinations' },
  { icon: 'i-mdi-book-open-page-variant', title: 'Online Courses', link: '/student/swayam' },
  { icon: 'i-mdi-receipt-text', title: 'Online Receipt', link: '/quick-links#online-receipt-portal' },
  { icon: 'i-mdi-school', title: 'PGBUTR-Ph.D.', link: '/programmes/phd' },
  { icon: 'i-mdi-account-plus', title: 'Admission', link: '/programmes/ug' },
];
