import circulars from 'virtual:records/circulars?lang=en';
import news from 'virtual:records/news?lang=en';
import notices from 'virtual:records/notices?lang=en';
import tenders from 'virtual:records/tenders?lang=en';
import { buildDate } from 'virtual:build-date';
import { recordPages, type PageRecords } from './records/record-pages';
import { gigwPages } from './gigw-pages';
import type { StaticPage } from './schema/page';
import { site } from './site';

/** The site's own short pages. Content pages of the university live in the route table. */
export const staticPages: StaticPage[] = [
  {
    path: '/screen-reader-access',
    title: 'Screen Reader Access',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          `The ${site.name} website follows the Guidelines for Indian Government Websites (GIGW 3.0) and WCAG 2.1 level AA, so that visitors who use screen readers can read it. Every page declares its language, and Marathi or Hindi passages inside English pages are marked as such, so a screen reader that has a Marathi or Hindi voice switches to it.`,
          'Every page starts with a "Skip to main content" link; "To Navigation" and "To Content" move keyboard focus to the main menu or the page content. The A+, A and A- buttons change the text size and High contrast the colours of the whole site; your choices are remembered on this device.',
        ],
      },
      {
        heading: 'Screen readers you can use',
        paragraphs: [
          'Free: NVDA reads English, Hindi and Marathi with its built-in eSpeak NG voices (choose the language in its voice settings), and Screen Access For All (SAFA), from the National Association for the Blind, Delhi, is listed on government websites. TalkBack on Android reads Hindi and Marathi with Google’s speech services; VoiceOver has a Hindi voice. JAWS is commercial.',
        ],
        links: [
          { title: 'NVDA (Windows, free and open source)', link: 'https://www.nvaccess.org/download/' },
          { title: 'JAWS (Windows, commercial)', link: 'https://www.freedomscientific.com/products/software/jaws/' },
          { title: 'VoiceOver (built into macOS and iOS)', link: 'https://www.apple.com/accessibility/vision/' },
          {
            title: 'TalkBack (built into Android)',
            link: 'https://support.google.com/accessibility/android/answer/6283677',
          },
          { title: 'Orca (Linux, free and open source)', link: 'https://help.gnome.org/users/orca/stable/' },
        ],
      },
    ],
  },
  {
    path: '/terms-of-use',
    title: 'Terms of Use',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          `This website is designed, developed and maintained by ${site.name}. Its content is provided for information; for any legal purpose, please rely on the original notifications, circulars and gazettes issued by the university.`,
          'Links to other websites are given for your convenience. The university is not responsible for their content or availability.',
          `Material on this site may be reproduced free of charge, accurately and not in a misleading context, with the source acknowledged as "${site.name}".`,
        ],
      },
    ],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          'This website does not collect personal information from visitors and sets no tracking cookies.',
          'Your text size, colour scheme and language are stored in your own browser (local storage) so they stay the same between pages. They never leave your device; clearing your browser data removes them. A message you send with the feedback form goes only to the university, and is used only to answer you.',
          'The visitor count in the footer is a figure published by the university with its date, not a live counter.',
        ],
      },
    ],
  },
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
  // What's new and the archive: built from the records (data/records/record-pages.ts).
  ...recordPages({ circulars, news, notices, tenders } as PageRecords, 'en', buildDate),
];

/** Pages whose body is built from other data (the directory of links, search results). */
export const generatedPages = [
  { path: '/quick-links', title: 'Quick Links' },
  { path: '/search', title: 'Search' },
  { path: '/events', title: 'Upcoming Events' },
  { path: '/sitemap', title: 'Sitemap' },
  { path: '/embed', title: 'Embed our widgets' },
  { path: '/offline', title: 'You are offline' },
] as const;

/** Every site page with a text: these and the GIGW pages (data/gigw-pages.ts, mirrored per language on its own). */
const allStaticPages = (): StaticPage[] => [...staticPages, ...gigwPages];

/** Every path the site serves, for the sitemaps. */
export function sitePagePaths(): string[] {
  return [...allStaticPages(), ...generatedPages].map((page) => page.path);
}

export function sitePageTitle(path: string): string | undefined {
  return [...allStaticPages(), ...generatedPages].find((page) => page.path === path)?.title;
}
