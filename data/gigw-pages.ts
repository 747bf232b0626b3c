import type { StaticPage } from './schema/page';
import { formatNumericDate } from './i18n/format';
import { site } from './site';

/** The day the accessibility statement was last reviewed (its page date too). */
const accessibilityReview = '2026-11-20';

/**
 * The pages GIGW 3.0 asks every government website for beyond data/pages.ts:
 * help, accessibility statement, feedback and the website policies. A Marathi or
 * Hindi mirror (data/mr/gigw-pages.ts, data/hi/gigw-pages.ts: same paths, dates
 * and links, only the texts translated) is used as soon as it exists.
 */

export const gigwPages: StaticPage[] = [
  {
    path: '/help',
    title: 'Help',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: ['This page explains how to find your way around the website and how to change it to suit you.'],
      },
      {
        heading: 'Finding a page',
        paragraphs: [
          'The main menu lists every section of the university. On a phone, open it with the Menu button. Each content page shows where you are (for example Home > About Us > History) and a list of related pages beside the text.',
          'The Sitemap lists every page of the website on one page, and the Search box at the top searches page titles and sections.',
        ],
        links: [
          { title: 'Sitemap', link: '/sitemap' },
          { title: 'Quick Links', link: '/quick-links' },
        ],
      },
      {
        heading: 'Text size and colours',
        paragraphs: [
          'The A+ and A- buttons at the top of every page make the text larger or smaller; A returns to the normal size. The High contrast button shows black text on white with black page headers and footers. Both choices are remembered on this device.',
          'Your browser can also zoom the whole page: press Ctrl and + (Command and + on a Mac).',
        ],
      },
      {
        heading: 'Languages',
        paragraphs: ['The language selector at the top switches the website between English, Marathi and Hindi.'],
      },
      {
        heading: 'Keyboard',
        paragraphs: [
          'Press Tab once on any page to reach the "Skip to main content" link. Every link, button and menu can be used with the keyboard: Tab moves forward, Shift+Tab back, Enter opens a link, and the arrow keys move inside the menu.',
        ],
      },
      {
        heading: 'Documents (PDF)',
        paragraphs: [
          'Circulars, notices and reports are PDF files; each link says that it opens a PDF and how large the file is. To read them you need a PDF reader. Most browsers open PDF files themselves; otherwise install a free reader.',
        ],
        links: [{ title: 'Adobe Acrobat Reader (free)', link: 'https://get.adobe.com/reader/' }],
      },
      {
        heading: 'Screen readers',
        paragraphs: [
          'The Screen Reader Access page lists free and commercial screen readers, including ones that read Marathi and Hindi.',
        ],
        links: [
          { title: 'Screen Reader Access', link: '/screen-reader-access' },
          { title: 'Accessibility Statement', link: '/accessibility-statement' },
        ],
      },
      {
        heading: 'Still need help?',
        paragraphs: [
          `Write to ${site.email} or call ${site.phone.display}, or send us a message with the feedback form.`,
        ],
        links: [{ title: 'Feedback', link: '/feedback' }],
      },
    ],
  },
  {
    path: '/accessibility-statement',
    title: 'Accessibility Statement',
    lastUpdated: accessibilityReview,
    sections: [
      {
        paragraphs: [
          `${site.name} wants everyone to be able to use this website, including people who use a screen reader, a keyboard alone, magnification or high contrast.`,
        ],
      },
      {
        heading: 'Conformance',
        paragraphs: [
          'The website aims to conform to the Guidelines for Indian Government Websites (GIGW 3.0) and to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. In the high-contrast scheme, text meets the level AAA contrast ratio of 7:1.',
        ],
      },
      {
        heading: 'How we test',
        paragraphs: [
          'Every change to the website is checked by automated tests: axe-core accessibility checks run on every kind of page at phone and desktop widths, in the standard and the high-contrast colour scheme; other tests check keyboard use of the menu, carousels and forms, the skip link, the text size and contrast controls, and that every page has its own title. Automated tests cannot find every barrier: please tell us about any you meet.',
        ],
      },
      {
        heading: 'Known limitations',
        paragraphs: [
          'Most PDF documents are not tagged for screen readers. Write to us and we will send the document in an accessible form.',
          'Some pages are not yet translated into Marathi and Hindi; they show the English text and say so.',
          'Videos open on the video platform, whose player and captions we do not control.',
        ],
      },
      {
        heading: 'Report a barrier',
        paragraphs: [
          `If something on this website is hard to use, tell us through the feedback form or write to ${site.email}, naming the page.`,
        ],
        links: [{ title: 'Feedback', link: '/feedback' }],
      },
      {
        heading: 'Last review',
        paragraphs: [`This statement was last reviewed on ${formatNumericDate('en', accessibilityReview)}.`],
      },
    ],
  },
  {
    path: '/feedback',
    title: 'Feedback',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          'Tell us what is wrong or missing on this website, or what we could do better. Name the page your message is about, so we can find it.',
        ],
      },
    ],
  },
  {
    path: '/copyright-policy',
    title: 'Copyright Policy',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          `The material on this website may be reproduced free of charge after taking proper permission by writing to ${site.email}. It must be reproduced accurately and not used in a derogatory manner or in a misleading context. Where it is published or issued to others, the source must be prominently acknowledged as "${site.name}".`,
          'This permission does not extend to material identified as the copyright of a third party. Permission to reproduce such material must be obtained from the departments or copyright holders concerned.',
        ],
      },
    ],
  },
  {
    path: '/hyperlinking-policy',
    title: 'Hyperlinking Policy',
    lastUpdated: '2026-11-20',
    sections: [
      {
        heading: 'Links to other websites',
        paragraphs: [
          'This website links to other websites for your convenience; such links say that they open an external website. The university is not responsible for their content or reliability, and a link is not an endorsement of the views expressed there. We cannot guarantee that these links work all the time.',
        ],
      },
      {
        heading: 'Links to this website',
        paragraphs: [
          'You do not need our permission to link to information on this website. Please tell us about links you place, so that we can inform you of changes. Do not load our pages into frames on your site: they must open in a newly opened browser window or tab.',
        ],
      },
    ],
  },
  {
    path: '/content-archival-policy',
    title: 'Content Archival Policy',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          'Every item on this website has a date. Circulars, notices, tenders and news items stay on their pages until their validity ends and are then moved to the archive of their section, where they stay available for five years.',
          'Acts, statutes, ordinances, annual reports and policies are never removed: superseded versions are kept and marked as superseded.',
          'Event announcements are removed one month after the event.',
        ],
      },
    ],
  },
  {
    path: '/content-review-policy',
    title: 'Content Review Policy',
    lastUpdated: '2026-11-20',
    sections: [
      {
        paragraphs: [
          'Each section of the website is owned by the office that publishes it. Its content is reviewed on this schedule, and every page shows the date it was last updated.',
          'Circulars, news, events and tenders: as they are issued, and checked every week. Admissions, examinations and scholarships: every month during the academic year. About the university, authorities, departments and policies: every six months. Acts and statutes: whenever they are amended.',
          'The Web Information Manager checks every quarter that links work and that this schedule was kept.',
        ],
      },
    ],
  },
];
