import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readPage } from '../../../data/pages/read-page.ts';
import { parseYaml, type RecordProblem } from '../../../data/records/read-record.ts';
import { readOnce } from '../content/read-once.ts';
import { filesUnder } from '../files-under.ts';

/** Every `rows: { records: … }` query in a page file's value, as `circulars/student` or `news`. */
function listings(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(listings);
  if (typeof value !== 'object' || value === null) return [];
  const { rows, ...rest } = value as Record<string, unknown>;
  const own =
    typeof rows === 'object' && rows !== null && 'records' in rows
      ? [[(rows as { records: string }).records, (rows as { section?: string }).section].filter(Boolean).join('/')]
      : [];
  return [...own, ...Object.values(rest).flatMap(listings)];
}

/**
 * A record is listed on one page: two page files of a language whose tables both take
 * `{ records: circulars, section: student }` (or both `{ records: news }`) would show each
 * circular twice on the site. The second file is named, with the first; the fix is to link
 * to the page that lists them.
 */
export function listingClaims(root: string): RecordProblem[] {
  const claimedBy = new Map<string, string>();
  const problems: RecordProblem[] = [];
  for (const path of filesUnder(join(root, 'data/pages'), (name) => name.endsWith('.yaml')).sort()) {
    const file = relative(root, path);
    const lang = /\.([a-z]{2})\.yaml$/.exec(file)?.[1] ?? '';
    // Read once a process, as the pages plugin reads it next (read-once.ts); a page with mistakes is read as YAML
    // alone, with the reader of every other YAML file (a file that is not YAML lists nothing: the page check names it).
    const read = readOnce(path, 'page', (text) => readPage(file, text));
    const yaml = 'page' in read ? undefined : parseYaml(file, readFileSync(path, 'utf8'));
    const value: unknown = 'page' in read ? read.page : yaml && 'value' in yaml ? yaml.value : null;
    for (const listing of new Set(listings(value))) {
      const first = claimedBy.get(`${lang}:${listing}`);
      if (first)
        problems.push({
          file,
          field: 'rows',
          message: `lists the records "${listing}", which ${first} lists already: a record is listed on one page (link to that page instead)`,
        });
      else claimedBy.set(`${lang}:${listing}`, file);
    }
  }
  return problems;
}
