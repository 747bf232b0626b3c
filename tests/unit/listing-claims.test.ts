import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../data/records/read-record';
import { listingClaims } from '../../host/vite/checks/listing-claims';

/** `npm run check`: a record is listed on one page of a language, never two. */
let root: string;
beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'listing-claims-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

const page = (file: string, rows: string) => {
  const path = join(root, 'data/pages', file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    `path: /x\ncontents:\n  - content_id: 1\n    layout_type: searchbar-table\n    sections:\n      - columns: [Date]\n        rows: ${rows}\n`,
  );
};

describe('pages that list the same records', () => {
  it('one page per listing and language: nothing to say', () => {
    page('student/circulars.en.yaml', '{ records: circulars, section: student }');
    page('student/circulars.mr.yaml', '{ records: circulars, section: student }');
    page('governance/circulars.en.yaml', '{ records: circulars, section: governance }');
    page('about/news.en.yaml', '{ records: news }');
    expect(listingClaims(root)).toEqual([]);
  });

  it("a second page listing the same section's circulars is named, with the first", () => {
    page('student/circulars.en.yaml', '{ records: circulars, section: student }');
    page('student/exams.en.yaml', '{ records: circulars, section: student }');
    expect(listingClaims(root).map(formatProblem)).toEqual([
      'data/pages/student/exams.en.yaml: rows: lists the records "circulars/student", which data/pages/student/circulars.en.yaml lists already: a record is listed on one page (link to that page instead)',
    ]);
  });

  it('the news too', () => {
    page('about/news.en.yaml', '{ records: news }');
    page('student/news.en.yaml', '{ records: news }');
    expect(listingClaims(root)).toHaveLength(1);
  });

  it('a page file that is not YAML lists nothing (the page check names its mistake), and the others are still checked', () => {
    page('student/circulars.en.yaml', '{ records: circulars, section: student }');
    page('student/broken.en.yaml', '{ records: circulars, section: student');
    page('student/exams.en.yaml', '{ records: circulars, section: student }');
    expect(listingClaims(root).map((problem) => problem.file)).toEqual(['data/pages/student/exams.en.yaml']);
  });
});
