import { describe, expect, it } from 'vitest';
import { layoutTypes, type TableRow } from '../../data/schema/layouts';
import { downloadName } from '../../widgets/core/file-actions';
import { canSanitiseWithDom, lineBreaksToBr, sanitiseMessage, stripToSafeHtml } from '../../widgets/core/sanitize';
import { accessorFor, normaliseColumns } from '../../widgets/core/table/accessor';
import { cellText, filterRows } from '../../widgets/core/table/filter';
import { contactHref, googleMapsUrl } from '../../widgets/layouts/ContactComposite';
import { galleryGridClasses } from '../../widgets/layouts/CollapsableImageGrid';
import { noticeColumnCount } from '../../widgets/layouts/notice-columns';
import { layoutFor, layoutRegistry } from '../../widgets/layouts/registry';
import { latestNews } from '../../widgets/news/News';
import { newsRows } from '../../data/content/news';
import { newsDate, newsTableRows } from '../../data/content/news-table';
import { newsTableRows as marathiTableRows } from '../../data/content/mr/news-table';
import { newsTableRows as hindiTableRows } from '../../data/content/hi/news-table';

describe('column accessor of a string heading (spec 2.6)', () => {
  it('lower-cases and replaces every non-alphanumeric run with one underscore', () => {
    expect(accessorFor('Name')).toBe('name');
    expect(accessorFor('Sr. No.')).toBe('sr_no_');
    expect(accessorFor('Phone No')).toBe('phone_no');
    expect(accessorFor('E-mail / Website')).toBe('e_mail_website');
    expect(accessorFor('  Year of Inception')).toBe('_year_of_inception');
    expect(accessorFor('Intake (2025-26)')).toBe('intake_2025_26_');
  });
  it('object columns keep their accessor, string columns get the derived one', () => {
    expect(normaliseColumns(['Date', { heading: 'Title', accessor: 'file_title' }])).toEqual([
      { heading: 'Date', accessor: 'date' },
      { heading: 'Title', accessor: 'file_title' },
    ]);
  });
});

describe('important-notice columns (spec 9)', () => {
  it('1 column up to 6 items, 2 for 7 to 12, 3 above 12', () => {
    expect([0, 1, 6].map(noticeColumnCount)).toEqual([1, 1, 1]);
    expect([7, 12].map(noticeColumnCount)).toEqual([2, 2]);
    expect([13, 40].map(noticeColumnCount)).toEqual([3, 3]);
  });
});

describe('download name (spec 7)', () => {
  it('uses the file name, falling back to document.pdf', () => {
    expect(downloadName(undefined, '/docs/a.pdf')).toBe('document.pdf');
    expect(downloadName('', '/docs/a.pdf')).toBe('document.pdf');
    expect(downloadName('   ', undefined)).toBe('document.pdf');
    expect(downloadName('senate-members.pdf', '/docs/x.pdf')).toBe('senate-members.pdf');
  });
  it('adds the extension of the file (or .pdf) to a name without one, and removes characters file systems refuse', () => {
    expect(downloadName('Annual Report 2024-25', '/docs/report.pdf')).toBe('Annual Report 2024-25.pdf');
    expect(downloadName('Campus map', '/images/map.svg')).toBe('Campus map.svg');
    expect(downloadName('Minutes 12.06.2025', undefined)).toBe('Minutes 12.06.2025.pdf');
    expect(downloadName('a/b:c?.pdf', '/docs/x.pdf')).toBe('a-b-c-.pdf');
  });
});

describe('layout registry (spec 2.6)', () => {
  it('has exactly the 19 layout types of the spec, by their exact names', () => {
    expect(layoutTypes).toEqual([
      'formal-composite',
      'personal-figured',
      'image-grid',
      'news-composite',
      'city-composite',
      'contact-composite',
      'searchbar-table',
      'comment',
      'pdf_list',
      'simple-table',
      'multiple-table',
      'multiple-file-table',
      'bullet-list',
      'paragraph-image',
      'CollapsableImageGrid',
      'governance-contact-composite',
      'paragraph',
      'studentlogin',
      'multiple-list-cards',
    ]);
    expect(Object.keys(layoutRegistry).sort()).toEqual([...layoutTypes].sort());
    for (const type of layoutTypes) expect(layoutFor(type), type).toBeTypeOf('function');
  });
  it('knows no other type', () => {
    expect(layoutFor('carousel')).toBeUndefined();
    expect(layoutFor('toString')).toBeUndefined();
    expect(layoutFor('Formal-Composite')).toBeUndefined();
  });
  it('offers seven gallery grid variants (spec 9)', () => {
    expect(Object.keys(galleryGridClasses)).toHaveLength(7);
  });
});

describe('comment markup without a DOM (server rendering)', () => {
  it('has no DOM here, so it strips tags and escapes text', () => {
    expect(canSanitiseWithDom()).toBe(false);
    const html = sanitiseMessage(
      'Hello <strong>all</strong>,\nwelcome<script>alert(1)</script> <img src=x onerror="alert(2)"> a < b & c',
      'opens an external website',
    );
    expect(html).toBe('Hello all,<br>welcome  a &lt; b &amp; c');
    expect(html).not.toMatch(/<(?!br>)/);
  });
  it('turns paragraphs and line breaks into <br> and decodes then re-escapes entities', () => {
    expect(stripToSafeHtml('<p>One</p><p>Two &amp; three</p>Four<br/>Five')).toBe(
      'One<br>Two &amp; three<br>Four<br>Five',
    );
    expect(stripToSafeHtml('&lt;script&gt;x&lt;/script&gt;')).toBe('&lt;script&gt;x&lt;/script&gt;');
    expect(stripToSafeHtml('<a href="javascript:alert(1)">link</a>')).toBe('link');
  });
  it('converts every kind of line break', () => {
    expect(lineBreaksToBr('a\nb\r\nc\rd')).toBe('a<br>b<br>c<br>d');
  });
});

describe('table filter', () => {
  const columns = normaliseColumns(['Holiday', 'Date']);
  const rows: TableRow[] = [
    { bold_heading: 'January' },
    { holiday: 'Republic Day', date: '26 January 2025' },
    { bold_heading: 'May' },
    { holiday: 'Maharashtra Day', date: '1 May 2025' },
    { holiday: 'Buddha Pournima', date: '12 May 2025' },
  ];
  it('keeps rows containing every word, with their group heading', () => {
    expect(filterRows(rows, columns, 'maharashtra')).toEqual([rows[2], rows[3]]);
    expect(filterRows(rows, columns, 'may 2025 buddha')).toEqual([rows[2], rows[4]]);
    expect(filterRows(rows, columns, 'DAY')).toEqual([rows[0], rows[1], rows[2], rows[3]]);
    expect(filterRows(rows, columns, 'zzz')).toEqual([]);
    expect(filterRows(rows, columns, '  ')).toBe(rows);
  });
  it('reads lists, links, descriptions and Marathi text', () => {
    expect(cellText(['a', { text: 'b', href: '/b' }])).toBe('a b');
    expect(cellText({ title: 'T', listItems: ['x'] })).toBe('T x');
    expect(cellText({ text: 'मराठी', lang: 'mr' })).toBe('मराठी');
    expect(cellText(42)).toBe('42');
    expect(cellText(undefined)).toBe('');
    expect(cellText(null as unknown as undefined)).toBe('');
  });
  it('matches words within a cell, not across two cells or an empty one', () => {
    const plain: TableRow[] = [{ holiday: 'Republic', date: 'Day' }, { holiday: 'Holi' }];
    expect(filterRows(plain, columns, 'republicday')).toEqual([]);
    expect(filterRows(plain, columns, 'republic day')).toEqual([plain[0]]);
    expect(filterRows(plain, columns, 'holi')).toEqual([plain[1]]);
    expect(filterRows(plain, columns, 'undefined')).toEqual([]);
  });
  it('gives a group heading once, before the first match under it, and none to rows before any heading', () => {
    const grouped: TableRow[] = [{ holiday: 'New Year' }, ...rows];
    expect(filterRows(grouped, columns, 'year')).toEqual([grouped[0]]);
    expect(filterRows(grouped, columns, '2025')).toEqual(rows);
  });
  it('also searches the file title and name of a document row', () => {
    const files: TableRow[] = [{ date: '2025', file_title: 'Fee circular', file_name: 'fees-2025.pdf' }];
    expect(filterRows(files, columns, 'circular')).toEqual(files);
    expect(filterRows(files, columns, 'fees-2025')).toEqual(files);
  });
});

describe('contact rows and maps', () => {
  it('makes mailto and tel links from the text when no href is given', () => {
    expect(contactHref({ icon: 'email', text: 'a@b.in' })).toBe('mailto:a@b.in');
    expect(contactHref({ icon: 'phone', text: '+91 231 260 9000' })).toBe('tel:+912312609000');
    expect(contactHref({ icon: 'address', text: 'x' })).toBeUndefined();
    expect(contactHref({ icon: 'address', text: 'x', href: '/about' })).toBe('/about');
  });
  it('searches Google Maps for the address', () => {
    expect(googleMapsUrl('Vidyanagar, Kolhapur 416004')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Vidyanagar%2C%20Kolhapur%20416004',
    );
  });
});

describe('news', () => {
  it('has 10 rows, newest first, the newest (number 10) without a file', () => {
    expect(newsRows).toHaveLength(10);
    expect(newsRows.map((row) => row.serial_no)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(newsRows.filter((row) => !row.file).map((row) => row.serial_no)).toEqual([10]);
  });
  it('shows the newest first and honours limit', () => {
    expect(latestNews(newsRows, 3).map((row) => row.serial_no)).toEqual([10, 9, 8]);
    expect(latestNews(newsRows)).toHaveLength(10);
    expect(latestNews(newsRows, 0)).toHaveLength(10);
    expect(latestNews(newsRows, Number.NaN)).toHaveLength(10);
  });
  it('formats dates without time zones', () => {
    expect(newsDate('2025-09-05')).toBe('05 Sep 2025');
  });
  it('dates the rows in each language: its month names, and Devanagari digits in Marathi (contract item 4)', () => {
    const row = { serial_no: 1, date: '2025-09-15', file_title: 'Notice', file: '/docs/news/notice.pdf' };
    expect(newsTableRows([row])).toEqual([{ ...row, date: '15 Sep 2025', file_name: 'notice.pdf' }]);
    expect(marathiTableRows([row])[0]?.date).toBe('१५ सप्टेंबर २०२५');
    expect(hindiTableRows([{ ...row, file: undefined }])).toEqual([{ ...row, file: undefined, date: '15 सितंबर 2025' }]);
  });
});
