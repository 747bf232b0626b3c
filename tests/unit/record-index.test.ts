import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageFileName, readPage } from '../../data/pages/read-page';
import { expandPage, type PageRecords } from '../../data/pages/expand-page';
import { pageFiles } from '../../host/vite/content/pages-plugin';
import { pageQueries, RecordLookup } from '../../host/vite/content/record-index';
import { kindRecords } from '../../host/vite/content/records-plugin';
import { LINKED_KINDS } from '../../data/schema/page-queries';
import type { PageFile } from '../../data/schema/content';

/**
 * The pages plugin answers a page's record queries from only the records they ask for
 * (record-index.ts): every page file of the site must expand to the same page as with every
 * record of each kind, in each language its file is written in.
 */
const root = process.cwd();
const TODAY = '2025-11-20';
const lookup = new RecordLookup(root);

/** Each page file read once for the whole file (reading every one takes seconds on a loaded machine). */
const pages = new Map<string, PageFile>();
const read = (file: string) => {
  if (!pages.has(file)) {
    const result = readPage(file, readFileSync(file, 'utf8'));
    if (!('page' in result)) throw new Error(`${file} does not read`);
    pages.set(file, result.page);
  }
  return pages.get(file)!;
};
/** Reading every page file: longer than a test's default 5 s on a machine shared by several builds. */
const EVERY_PAGE_MS = 60_000;

describe('record lookup for page queries', () => {
  const files = pageFiles(root).map(({ file }) => file);

  it(
    'the site has pages that name records, list a section latest and table its circulars',
    () => {
      const kinds = new Set(files.flatMap((file) => [...pageQueries(read(file))].map(([kind]) => kind)));
      expect([...kinds].sort()).toEqual(['circulars', 'documents', 'newsRows', 'notices']);
      const named = files.some((file) => [...pageQueries(read(file)).values()].some((asked) => asked.slugs.size > 0));
      expect(named).toBe(true);
    },
    EVERY_PAGE_MS,
  );

  it.each(files)('%s expands the same from the records it asks for', (file) => {
    const page = read(file);
    const lang = pageFileName(file)!.lang;
    const asked = pageQueries(page);
    if (asked.has('newsRows')) return; // expanded as its module runs (pages-plugin.ts), not from records alone
    const everything: PageRecords = { today: TODAY };
    const narrowed: PageRecords = { today: TODAY };
    for (const kind of LINKED_KINDS) {
      const all = kindRecords(root, kind, lang, () => {});
      if ('problems' in all) throw new Error(all.problems.join('\n'));
      Object.assign(everything, { [kind]: all.records });
      const some = lookup.records(kind, lang, asked.get(kind) ?? { sections: new Set(), slugs: new Set() });
      if ('problems' in some) throw new Error(some.problems.join('\n'));
      Object.assign(narrowed, { [kind]: some.records });
      expect(some.records.length).toBeLessThanOrEqual(all.records.length);
    }
    expect(expandPage(file, page, narrowed, lang)).toEqual(expandPage(file, page, everything, lang));
  });

  it(
    'knows which records exist by file name',
    () => {
      expect(lookup.exists('circulars', 'no-such-circular')).toBe(false);
      const slug = pageFiles(root)
        .map(({ file }) => read(file))
        .flatMap((page) => [...(pageQueries(page).get('documents')?.slugs ?? [])])[0];
      expect(slug && lookup.exists('documents', slug)).toBe(true);
    },
    EVERY_PAGE_MS,
  );
});
