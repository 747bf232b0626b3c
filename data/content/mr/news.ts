import { formatDigits } from '../../i18n/format';
import type { NewsRow, Table } from '../../schema/layouts';

/**
 * The daily news table in Marathi (mirrors data/content/news.ts): same rows,
 * dates and files; the titles are Marathi (row 5 is already the university's
 * Marathi notice and stays as it is). Row 10 still has no file, on purpose.
 */
export const newsRows: NewsRow[] = [
  {
    serial_no: 1,
    date: '2025-09-15',
    file_title: '६२वा दीक्षांत समारंभ: पदवीधरांसाठी सूचना',
    file: '/docs/news/2025-09-15-convocation-notice.pdf',
  },
  {
    serial_no: 2,
    date: '2025-09-18',
    file_title: 'पीएच.डी. प्रवेश परीक्षा (PET) २०२५ चा निकाल',
    file: '/docs/news/2025-09-18-phd-entrance-result.pdf',
  },
  {
    serial_no: 3,
    date: '2025-09-22',
    file_title: 'वसतिगृह प्रवेश २०२५-२६: दुसरी गुणवत्ता यादी',
    file: '/docs/news/2025-09-22-hostel-admission-second-list.pdf',
  },
  {
    serial_no: 4,
    date: '2025-09-26',
    file_title: 'ऑक्टोबर २०२५ परीक्षांचे तात्पुरते वेळापत्रक',
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
    file_title: 'महाडीबीटीवरील शिष्यवृत्ती अर्जांची अंतिम मुदत वाढवली',
    file: '/docs/news/2025-10-03-scholarship-deadline.pdf',
  },
  {
    serial_no: 7,
    date: '2025-10-08',
    file_title: 'विद्यापीठ क्रीडा सप्ताह, १३ ते १८ ऑक्टोबर २०२५',
    file: '/docs/news/2025-10-08-sports-week.pdf',
  },
  {
    serial_no: 8,
    date: '2025-10-14',
    file_title: 'परीक्षा काळात ज्ञानस्रोत केंद्राची वाढवलेली वेळ',
    file: '/docs/news/2025-10-14-library-hours.pdf',
  },
  {
    serial_no: 9,
    date: '2025-10-20',
    file_title: 'विद्यापीठ कार्यालयांना दिवाळी सुट्टी',
    file: '/docs/news/2025-10-20-diwali-vacation.pdf',
  },
  {
    serial_no: 10,
    date: '2025-10-24',
    file_title: 'पीएच.डी. अभ्यासक्रमांची सुधारित शुल्क रचना २०२५-२६ (सूचना लवकरच)',
  },
];

/** Marathi month names, written out so server and browser render the same text (no ICU differences in names). */
const MONTHS = ['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'];

/** '2025-09-15' -> '१५ सप्टेंबर २०२५' (Devanagari digits, contract item 4; no time zone involved). */
export function newsDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${year}`.replace(/\d+/g, (run) =>
    formatDigits('mr', run),
  );
}

/** The news rows as a table (अ.क्र., दिनांक, शीर्षक, फाइल with view and download). */
export function newsTable(rows: NewsRow[], title?: string): Table {
  return {
    ...(title ? { title } : {}),
    columns: [
      { heading: 'अ.क्र.', accessor: 'serial_no' },
      { heading: 'दिनांक', accessor: 'date' },
      { heading: 'शीर्षक', accessor: 'file_title' },
      { heading: 'फाइल', accessor: 'file' },
    ],
    rows: rows.map((row) => ({
      ...row,
      date: newsDate(row.date),
      ...(row.file ? { file_name: row.file.split('/').at(-1) } : {}),
    })),
    isHeader: true,
  };
}
