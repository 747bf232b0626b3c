import type { QuickLink } from './schema/site';

/**
 * Footer quick links (spec 2.3: 20 links in 4 columns). The old site's targets
 * were placeholders; each now points to its own entry on /quick-links, which
 * says what the resource is and links out where an official site exists.
 */
const entries: Array<[title: string, description: string, external?: string]> = [
  ['University Grants Commission', 'The UGC regulates and funds universities in India.', 'https://www.ugc.gov.in/'],
  ['NAAC', 'National Assessment and Accreditation Council: our accreditation reports.', 'https://www.naac.gov.in/'],
  ['NIRF', 'National Institutional Ranking Framework data submitted by the university.', 'https://www.nirfindia.org/'],
  ['AISHE', 'All India Survey on Higher Education returns.', 'https://aishe.gov.in/'],
  ['National Scholarship Portal', 'Apply for central government scholarships.', 'https://scholarships.gov.in/'],
  ['MahaDBT Scholarships', 'Maharashtra government scholarships and freeships.', 'https://mahadbt.maharashtra.gov.in/'],
  ['SWAYAM', 'Free online courses with credit transfer.', 'https://swayam.gov.in/'],
  ['NPTEL', 'Engineering and science lectures from the IITs and IISc.', 'https://nptel.ac.in/'],
  ['Shodhganga', 'Repository of Indian theses, including ours.', 'https://shodhganga.inflibnet.ac.in/'],
  ['e-PG Pathshala', 'Postgraduate e-content in 70 subjects.', 'https://epgp.inflibnet.ac.in/'],
  ['Academic Bank of Credits', 'Store and transfer your academic credits.', 'https://www.abc.gov.in/'],
  ['DigiLocker', 'Digital degrees and marksheets issued by the university.', 'https://www.digilocker.gov.in/'],
  ['Anti-Ragging Helpline', 'Report ragging: 1800-180-5522, every day, all hours.', 'https://antiragging.in/'],
  ['Right to Information', 'How to file an RTI application with the university.'],
  ['Tenders', 'Current tenders and quotations invited by the university.'],
  ['Recruitment', 'Teaching and non-teaching vacancies.'],
  ['Alumni Association', 'Stay in touch with the university and its graduates.'],
  ['Internal Complaints Committee', 'Redress of complaints of sexual harassment at the workplace.'],
  ['Equal Opportunity Cell', 'Support for students from disadvantaged groups and students with disabilities.'],
  ['Feedback', 'Tell us what to improve on this website.'],
];

export const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const footerLinks: QuickLink[] = entries.map(([title, description, external]) => ({
  title,
  link: `/quick-links#${slugify(title)}`,
  description,
  ...(external ? { external } : {}),
}));

export const footerColumnCount = 4;

/** Pages every footer shows, each a real page (spec 2.3's three, then what GIGW 3.0 asks every page to link). */
export const footerPolicyLinks: QuickLink[] = [
  { title: 'Terms of Use', link: '/terms-of-use' },
  { title: 'Privacy Policy', link: '/privacy-policy' },
  { title: 'Contact', link: '/contact' },
  { title: 'Sitemap', link: '/sitemap' },
  { title: "What's New", link: '/whats-new' },
  { title: 'Archive', link: '/archive' },
  { title: 'Feedback', link: '/feedback' },
  { title: 'Help', link: '/help' },
  { title: 'Accessibility Statement', link: '/accessibility-statement' },
  { title: 'Copyright Policy', link: '/copyright-policy' },
  { title: 'Hyperlinking Policy', link: '/hyperlinking-policy' },
  { title: 'Content Archival Policy', link: '/content-archival-policy' },
  { title: 'Content Review Policy', link: '/content-review-policy' },
];
