import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkRecords, dataToCheck, missingLanguages } from '../../host/vite/checks/content-check';
import { formatProblem } from '../../data/records/read-record';

/**
 * `npm run check` and the build on records a webmaster got wrong: each mistake is named by
 * file, field and language, in words a webmaster reads. Each test writes a small project.
 */
const PDF = 'public/docs/circulars/2025-11-03-ncc-enrolment.pdf';
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-check-'));
  mkdirSync(join(root, dirname(PDF)), { recursive: true });
  cpSync(PDF, join(root, PDF));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const put = (file: string, text: string) => {
  mkdirSync(join(root, dirname(file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const CIRCULAR = 'data/records/circulars/2025/2025-11-03-ncc-enrolment.yaml';
const circular = (fields: Record<string, string>) =>
  Object.entries({
    title: '\n  en: NCC enrolment\n  mr: एनसीसी नोंदणी',
    date: '2025-11-03',
    section: 'student',
    file: '/docs/circulars/2025-11-03-ncc-enrolment.pdf',
    ...fields,
  })
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
const errors = () => checkRecords(root).problems.map(formatProblem);

describe('npm run check on records', () => {
  it('a correct circular: nothing to say', () => {
    put(CIRCULAR, circular({}));
    expect(errors()).toEqual([]);
  });

  it('a circular without its Marathi title', () => {
    put(CIRCULAR, circular({ title: '\n  en: NCC enrolment' }));
    expect(errors()).toEqual([`${CIRCULAR}: title in Marathi (mr): is missing`]);
  });

  it('a document: its section and its PDF are required, and the PDF must be there', () => {
    const DOCUMENT = 'data/records/documents/2025/2025-06-02-fee-structure.yaml';
    const document = (fields: string) => `title:\n  en: Fee structure 2025-26\ndate: 2025-06-02\n${fields}`;
    put(DOCUMENT, document('section: disclosure\nfile: /docs/circulars/2025-11-03-ncc-enrolment.pdf'));
    expect(errors()).toEqual([]);
    put(DOCUMENT, document('file: /docs/circulars/2025-11-03-ncc-enrolment.pdf'));
    expect(errors()).toEqual([`${DOCUMENT}: section: is missing`]);
    put(DOCUMENT, document('section: disclosure\nfile: /docs/disclosure/fees.pdf'));
    expect(errors()).toEqual([
      `${DOCUMENT}: file: /docs/disclosure/fees.pdf does not exist: upload the PDF (it goes in public/docs/disclosure/fees.pdf)`,
    ]);
  });

  it('a required field left out', () => {
    put(CIRCULAR, circular({ section: '' }));
    expect(errors()).toEqual([`${CIRCULAR}: section: is missing`]);
  });

  it('a date that is no real date, and one written another way', () => {
    put(CIRCULAR, circular({ date: '2025-02-30' }));
    expect(errors()).toEqual([`${CIRCULAR}: date: is not a real date (check the day and the month)`]);
    put(CIRCULAR, circular({ date: '03/11/2025' }));
    expect(errors()).toEqual([`${CIRCULAR}: date: must be a date written like 2026-01-12 (year-month-day)`]);
  });

  it('a PDF that was not uploaded, and a file that is not a PDF', () => {
    put(CIRCULAR, circular({ file: '/docs/circulars/missing.pdf' }));
    expect(errors()).toEqual([
      `${CIRCULAR}: file: /docs/circulars/missing.pdf does not exist: upload the PDF (it goes in public/docs/circulars/missing.pdf)`,
    ]);
    put('public/docs/circulars/fake.pdf', '<html>not a pdf</html>');
    put(CIRCULAR, circular({ file: '/docs/circulars/fake.pdf' }));
    expect(errors()).toEqual([
      `${CIRCULAR}: file: /docs/circulars/fake.pdf is not a PDF file (it does not start like one)`,
    ]);
    // Only the first bytes are read: an empty upload is no PDF either.
    put('public/docs/circulars/empty.pdf', '');
    put(CIRCULAR, circular({ file: '/docs/circulars/empty.pdf' }));
    expect(errors()).toEqual([
      `${CIRCULAR}: file: /docs/circulars/empty.pdf is not a PDF file (it does not start like one)`,
    ]);
    put(CIRCULAR, circular({ file: '/docs/circulars/notes.docx' }));
    expect(errors()).toEqual([`${CIRCULAR}: file: must be a PDF file (.pdf)`]);
  });

  it('a duplicate reference number, and the same file name in two years', () => {
    put(CIRCULAR, circular({ reference: 'SSU/NCC/2025/1' }));
    const other = 'data/records/circulars/2025/2025-11-04-ncc-camp.yaml';
    put(other, circular({ reference: 'SSU/NCC/2025/1' }));
    const again = 'data/records/circulars/2026/2025-11-03-ncc-enrolment.yaml';
    put(again, circular({}));
    expect(errors()).toEqual([
      `${again}: file name: "2025-11-03-ncc-enrolment.yaml" is already used by ${CIRCULAR}`,
      `${other}: reference: "SSU/NCC/2025/1" is already used by ${CIRCULAR}`,
    ]);
  });

  it('an unknown section, an unknown field, a misspelt language', () => {
    put(
      CIRCULAR,
      circular({ section: 'students', colour: 'red', title: '\n  en: NCC\n  mr: एनसीसी\n  hindi: एनसीसी' }),
    );
    expect(errors()).toEqual([
      `${CIRCULAR}: title: "hindi" is not a field of circulars (check the spelling)`,
      `${CIRCULAR}: section: must be one of the site's sections: about, academics, student, governance, research, iqac, nep, incubation-center, international-affairs, disclosure`,
      `${CIRCULAR}: "colour" is not a field of circulars (check the spelling)`,
    ]);
  });

  it('a field of the wrong kind says what it must be', () => {
    put(CIRCULAR, circular({ title: 'NCC enrolment', reference: '2025' }));
    expect(errors()).toEqual([
      `${CIRCULAR}: title: must be a group of lines below it, each indented (for a text: en:, mr: and hi:)`,
      `${CIRCULAR}: reference: must be text (put it in quotes if it is a number or a date)`,
    ]);
  });

  it('a notice that expires before it is published', () => {
    const notice = 'data/records/notices/2025/2025-11-03-ncc.yaml';
    put(notice, circular({ expires: '2025-10-01' }));
    expect(errors()).toEqual([`${notice}: expires: 2025-10-01 is before the record's date 2025-11-03`]);
  });

  it('YAML that does not parse names its line', () => {
    put(CIRCULAR, 'title:\n  en: "unclosed\ndate: 2025-11-03\n');
    expect(errors()[0]).toMatch(new RegExp(`^${CIRCULAR}: is not valid YAML \\(line \\d+\\)`));
  });

  it('a file outside the kinds of record', () => {
    put('data/records/circular/2025/x.yaml', circular({}));
    expect(checkRecords(root).problems).toEqual([]);
  });

  it('a missing Hindi text is no error: the translation report lists it', () => {
    put(CIRCULAR, circular({}));
    const { read } = checkRecords(root);
    expect(errors()).toEqual([]);
    expect(missingLanguages(read[0]!.record)).toEqual(['hi']);
  });
});

describe('the data check of an incremental build', () => {
  const data = [
    { file: 'data/pages/about/history.en.yaml', value: 'history' },
    { file: 'data/pages/student/index.en.yaml', value: 'student' },
    { file: 'data/routes.ts', value: [{ path: '/about/history' }, { path: '/student' }, { path: '/quick-links' }] },
    { file: 'data/site/identity.yaml', value: 'site' },
  ];
  const unchanged = (section: string) => section === 'about';
  const unchecked = {
    file: (file: string) => file.startsWith('data/pages/about/'),
    section: (section: string, lang: string) => lang === 'en' && unchanged(section),
  };
  const sectionOf = (path: string) => ({ '/about/history': 'about', '/student': 'student' })[path];

  it('leaves out the unchanged sections’ page files and routes, and checks the rest', () => {
    expect(dataToCheck(data, unchecked, sectionOf)).toEqual([
      { file: 'data/pages/student/index.en.yaml', value: 'student' },
      { file: 'data/routes.ts', value: [{ path: '/student' }, { path: '/quick-links' }] },
      { file: 'data/site/identity.yaml', value: 'site' },
    ]);
  });

  it('checks everything in a full build', () => {
    expect(dataToCheck(data, undefined, sectionOf)).toEqual(data);
  });
});
