import type { FeedNewsRow } from '../../data/schema/json-feed';

/**
 * Six rows of the daily news as the site's file holds them (`/feeds/latest-news.json`, numbered
 * over the whole table), for the examples (examples.ts, the layouts' news table): a sample of their
 * own, not the records, so the embed docs that load the examples do not grow with the news. Each
 * PDF has its size (`file_size`, as the site's file gives it), so the demos mark it 'PDF, 2 KB'.
 */
export const sampleNewsRows: FeedNewsRow[] = [
  {
    serial_no: 5,
    date: '2025-09-30',
    file_title: 'National Service Scheme Day and registration for the special camp',
    file: '/docs/news/2025-09-30-nss-camp.pdf',
    file_size: 2139,
  },
  {
    serial_no: 6,
    date: '2025-10-03',
    file_title: 'Last Date for Scholarship Applications on MahaDBT Extended',
    file: '/docs/news/2025-10-03-scholarship-deadline.pdf',
    file_size: 2213,
  },
  {
    serial_no: 7,
    date: '2025-10-08',
    file_title: 'University Sports Week, 13 to 18 October 2025',
    file: '/docs/news/2025-10-08-sports-week.pdf',
    file_size: 2163,
  },
  {
    serial_no: 8,
    date: '2025-10-14',
    file_title: 'Extended Hours of the Knowledge Resource Centre during Examinations',
    file: '/docs/news/2025-10-14-library-hours.pdf',
    file_size: 2228,
  },
  {
    serial_no: 9,
    date: '2025-10-20',
    file_title: 'Diwali Vacation for University Offices',
    file: '/docs/news/2025-10-20-diwali-vacation.pdf',
    file_size: 2039,
  },
  {
    serial_no: 10,
    date: '2025-10-24',
    file_title: 'Revised Fee Structure for Ph.D. Programmes 2025-26 (notice to follow)',
  },
];
