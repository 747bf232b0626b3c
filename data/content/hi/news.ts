import type { NewsRow, Table } from '../../schema/layouts';

/**
 * The daily news table in Hindi (mirrors data/content/news.ts): same rows,
 * dates and files; the titles are Hindi (row 5 is the university's Marathi
 * notice and stays Marathi). Row 10 still has no file, on purpose.
 */
export const newsRows: NewsRow[] = [
  {
    serial_no: 1,
    date: '2025-09-15',
    file_title: '62वाँ दीक्षांत समारोह: स्नातकों के लिए सूचना',
    file: '/docs/news/2025-09-15-convocation-notice.pdf',
  },
  {
    serial_no: 2,
    date: '2025-09-18',
    file_title: 'पीएच.डी. प्रवेश परीक्षा (PET) 2025 का परिणाम',
    file: '/docs/news/2025-09-18-phd-entrance-result.pdf',
  },
  {
    serial_no: 3,
    date: '2025-09-22',
    file_title: 'छात्रावास प्रवेश 2025-26: दूसरी योग्यता सूची',
    file: '/docs/news/2025-09-22-hostel-admission-second-list.pdf',
  },
  {
    serial_no: 4,
    date: '2025-09-26',
    file_title: 'अक्टूबर 2025 परीक्षाओं की अनंतिम समय सारणी',
    file: '/docs/news/2025-09-26-exam-timetable-october.pdf',
  },
  {
    serial_no: 5,
    date: '2025-09-30',
    file_title: { text: 'राष्ट्रीय सेवा योजना दिन आणि विशेष शिबिर नोंदणी', lang: 'mr' },
    file: '/docs/news/2025-09-30-nss-camp.pdf',
  },
  {
    serial_no: 6,
    date: '2025-10-03',
    file_title: 'महाडीबीटी पर छात्रवृत्ति आवेदन की अंतिम तिथि बढ़ाई गई',
    file: '/docs/news/2025-10-03-scholarship-deadline.pdf',
  },
  {
    serial_no: 7,
    date: '2025-10-08',
    file_title: 'विश्वविद्यालय क्रीड़ा सप्ताह, 13 से 18 अक्टूबर 2025',
    file: '/docs/news/2025-10-08-sports-week.pdf',
  },
  {
    serial_no: 8,
    date: '2025-10-14',
    file_title: 'परीक्षा अवधि में ज्ञान संसाधन केंद्र का बढ़ाया गया समय',
    file: '/docs/news/2025-10-14-library-hours.pdf',
  },
  {
    serial_no: 9,
    date: '2025-10-20',
    file_title: 'विश्वविद्यालय कार्यालयों का दीपावली अवकाश',
    file: '/docs/news/2025-10-20-diwali-vacation.pdf',
  },
  {
    serial_no: 10,
    date: '2025-10-24',
    file_title: 'पीएच.डी. पाठ्यक्रमों की संशोधित शुल्क संरचना 2025-26 (सूचना शीघ्र जारी होगी)',
  },
];

/** Hindi month names, written out so server and browser render the same text (no ICU differences). */
const MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

/** '2025-09-15' -> '15 सितंबर 2025' (Latin digits, contract item 4; no time zone involved). */
export function newsDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${year}`;
}

/** The news rows as a table (क्रमांक, दिनांक, शीर्षक, फ़ाइल with view and download). */
export function newsTable(rows: NewsRow[], title?: string): Table {
  return {
    ...(title ? { title } : {}),
    columns: [
      { heading: 'क्र.सं.', accessor: 'serial_no' },
      { heading: 'दिनांक', accessor: 'date' },
      { heading: 'शीर्षक', accessor: 'file_title' },
      { heading: 'फ़ाइल', accessor: 'file' },
    ],
    rows: rows.map((row) => ({
      ...row,
      date: newsDate(row.date),
      ...(row.file ? { file_name: row.file.split('/').at(-1) } : {}),
    })),
    isHeader: true,
  };
}
