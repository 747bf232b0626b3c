import type { StaticPage } from './schema/page';
import { gigwPages } from './gigw-pages';
import { site } from './site';

/** The site's own short pages. Content pages of the university live in the route table. */
export const staticPages: StaticPage[] = [
  ...gigwPages,
  {
    path: '/contact',
    title: 'Contact',
    lastUpdated: '2026-10-15',
    sections: [
      { heading: 'Address', paragraphs: site.address },
      {
        heading: 'Telephone and e-mail',
        paragraphs: [`Telephone: ${site.phone.display}`, `E-mail: ${site.email}`],
        links: [
          { title: `Call ${site.phone.display}`, link: `tel:${site.phone.dial}` },
          { title: `Write to ${site.email}`, link: `mailto:${site.email}` },
        ],
      },
      {
        heading: 'Office hours',
        paragraphs: [
          '10.20 a.m. to 6.00 p.m., lunch break 2.00 to 2.30 p.m. The offices are closed on the 2nd and 4th Saturday and on public holidays.',
        ],
        links: [{ title: 'Office Working Hours', link: '/about/office-working-hours' }],
      },
    ],
  },
  {
    path: '/forgot-password',
    title: 'Forgot Password',
    lastUpdated: '2026-09-02',
    sections: [
      {
        paragraphs: [
          'Student accounts are managed by the student portal, not by this website. To reset your password, open the student portal and choose "Forgot Password"; a reset link is sent to the e-mail address you registered at admission.',
          `If you no longer use that address, visit the Students Facilitation Centre with your identity card, or write to ${site.email}.`,
        ],
        links: [
          { title: 'Open the student portal', link: site.studentPortal },
          { title: 'Students Facilitation Centre', link: '/student/sfc' },
        ],
      },
    ],
  },
  {
    path: '/programmes/ug',
    title: 'Undergraduate Programmes',
    lastUpdated: '2026-08-19',
    sections: [
      {
        paragraphs: [
          `Undergraduate (UG) degrees are taught in the ${site.shortName}'s affiliated colleges and in some university departments, under the four-year structure of NEP 2020 with exits after one, two and three years.`,
        ],
        links: [
          { title: 'BCA, Department of Computer Science', link: '/academics/computer-science/programmes' },
          { title: 'NEP 2020 at the university', link: '/nep' },
        ],
      },
    ],
  },
  {
    path: '/programmes/pg',
    title: 'Postgraduate Programmes',
    lastUpdated: '2026-08-19',
    sections: [
      {
        paragraphs: [
          'Postgraduate (PG) programmes are taught in the university departments on campus: two-year master’s degrees and integrated five-year programmes.',
        ],
        links: [
          {
            title: 'MCA, MSc and integrated BSc-MSc, Department of Computer Science',
            link: '/academics/computer-science/programmes',
          },
          { title: 'Syllabus', link: '/student/syllabus' },
        ],
      },
    ],
  },
  {
    path: '/programmes/phd',
    title: 'Doctoral (Ph.D.) Programmes',
    lastUpdated: '2026-07-30',
    sections: [
      {
        paragraphs: [
          'Ph.D. admissions follow the UGC Regulations 2022 through the university’s PhD entrance test (PET). Seats are announced as research guides have vacancies.',
        ],
        links: [
          { title: 'Research at the university', link: '/research' },
          { title: 'Research fellowships', link: '/student/scholarships/research' },
        ],
      },
    ],
  },
  {
    path: '/programmes/online',
    title: 'Online Programmes',
    lastUpdated: '2026-06-12',
    sections: [
      {
        paragraphs: [
          'UGC-approved online degrees let you study from home with recorded lectures, live sessions and proctored examinations. Credits from SWAYAM courses can be transferred.',
        ],
        links: [{ title: 'SWAYAM courses', link: '/student/swayam' }],
      },
    ],
  },
  {
    path: '/programmes/distance',
    title: 'Distance Education Programmes',
    lastUpdated: '2026-06-12',
    sections: [
      {
        paragraphs: [
          'The Centre for Distance Education offers BA, BCom, MA and MCom programmes with contact sessions at study centres across the region, for learners who cannot attend regular classes.',
        ],
        links: [{ title: 'Students Facilitation Centre', link: '/student/sfc' }],
      },
    ],
  },
];

/** Pages whose body is built from other data (the directory of links, search results). */
export const generatedPages = [
  { path: '/quick-links', title: 'Quick Links', lastUpdated: '2026-11-20' },
  { path: '/search', title: 'Search', lastUpdated: '2026-11-20' },
  { path: '/events', title: 'Upcoming Events', lastUpdated: '2026-11-18' },
  { path: '/sitemap', title: 'Sitemap', lastUpdated: '2026-11-20' },
  { path: '/embed', title: 'Embed our widgets', lastUpdated: '2026-11-20' },
] as const;

/** Every path the site serves, for the sitemaps. */
export function sitePagePaths(): string[] {
  return [...staticPages, ...generatedPages].map((page) => page.path);
}

export function sitePageTitle(path: string): string | undefined {
  return [...staticPages, ...generatedPages].find((page) => page.path === path)?.title;
}

/** The date a site page's text last changed (GIGW 'last updated' per page). */
export function sitePageLastUpdated(path: string): string | undefined {
  return [...staticPages, ...generatedPages].find((page) => page.path === path)?.lastUpdated;
}
