import type { SiteIdentity } from './schema/site';

/** The one place that names the university. Another university re-skins the kit here. */
export const site: SiteIdentity = {
  name: 'Sahyadri State University',
  nameMarathi: 'सह्याद्री राज्य विद्यापीठ',
  shortName: 'SSU',
  tagline: 'Knowledge is Power',
  logo: { src: '/images/logo.svg', width: 64, height: 64, alt: 'Sahyadri State University seal' },
  emblem: { src: '/images/emblem.svg', width: 64, height: 64, alt: 'NAAC A++ accreditation emblem' },
  phone: { display: '+91 231 260 9000', dial: '+912312609000' },
  email: 'info@ssu-kolhapur.ac.in',
  address: ['Sahyadri State University', 'Vidyanagar, Kolhapur 416004', 'Maharashtra, India'],
  siteUrl: 'https://www.ssu-kolhapur.ac.in',
  studentPortal: 'https://students.ssu-kolhapur.ac.in/',
  lastUpdated: '2026-11-20',
  visitorCount: { count: 4827316, asOf: '2026-11-20' },
  foundedYear: 1962,
};
