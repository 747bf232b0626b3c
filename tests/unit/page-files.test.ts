import { describe, expect, it } from 'vitest';
import { expandPage } from '../../data/pages/expand-page';
import { readPage } from '../../data/pages/read-page';
import { readHomeSample } from '../../data/home/read-sample';
import { readStaticPages } from '../../data/static-pages/read-static-pages';
import type { Stored } from '../../data/records/samples';
import { formatProblem } from '../../data/records/read-record';
import { PageFile } from '../../data/schema/content';

/** Page files (data/pages/, data/static-pages/) and home samples: their record queries, and what the loaders say about a bad one. */
const circular = (slug: string, date: string, mr?: string): Stored<'circulars'> =>
  ({
    slug,
    date,
    section: 'student',
    title: { en: `Circular ${slug}`, ...(mr ? { mr } : {}) },
    file: `/docs/circulars/${slug}.pdf`,
  }) as Stored<'circulars'>;
const circulars = [circular('b', '2025-11-03', 'परिपत्रक b'), circular('a', '2025-07-01')];
const notices = [
  {
    slug: 'n',
    date: '2025-10-01',
    section: 'student',
    title: { en: 'Notice n' },
    expires: '2025-10-31',
  } as Stored<'notices'>,
];

const page = (updates: unknown[], rows: unknown): unknown => ({
  path: '/student',
  sidebarItems: [{ id: 1, itemText: 'Student', path: '/student', updates }],
  contents: [
    {
      content_id: 1,
      layout_type: 'searchbar-table',
      sections: [{ columns: ['Date', { heading: 'Circular', accessor: 'file_title' }], rows }],
    },
  ],
});

describe('record queries in a page file', () => {
  const file = PageFile.parse(
    page(
      [
        { id: 1, text: 'Written out', path: '/student' },
        { id: 2, latest: 2, section: 'student' },
        { id: 4, record: 'circulars/a' },
      ],
      { records: 'circulars', section: 'student' },
    ),
  );

  it('expands in the page language: the latest records numbered from their id, a named record titled from its file, the section circulars as rows', () => {
    const expanded = expandPage('x.mr.yaml', file, { circulars, notices, today: '2025-11-20' }, 'mr');
    expect(expanded.sidebarItems[0]!.updates).toEqual([
      { id: 1, text: 'Written out', path: '/student' },
      { id: 2, text: 'परिपत्रक b', path: '/docs/circulars/b.pdf' },
      { id: 3, text: 'Circular a', path: '/docs/circulars/a.pdf', lang: 'en' },
      { id: 4, text: 'Circular a', path: '/docs/circulars/a.pdf', lang: 'en' },
    ]);
    const table = expanded.contents[0]!;
    expect(table.layout_type === 'searchbar-table' && table.sections[0]!.rows).toEqual([
      { date: '2025-11-03', file_title: 'परिपत्रक b', file: '/docs/circulars/b.pdf' },
      { date: '2025-07-01', file_title: { text: 'Circular a', lang: 'en' }, file: '/docs/circulars/a.pdf' },
    ]);
  });

  it('a named document is titled and linked from its record, in the page language', () => {
    const documents = [
      {
        slug: '2025-06-02-fees',
        date: '2025-06-02',
        section: 'disclosure',
        title: { en: 'Fee structure 2025-26', mr: 'शुल्क रचना २०२५-२६' },
        file: '/docs/disclosure/fee-structure-2025-26.pdf',
      } as Stored<'documents'>,
    ];
    const named = PageFile.parse(page([{ id: 7, record: 'documents/2025-06-02-fees' }], []));
    const updates = (lang: 'en' | 'mr') =>
      expandPage('x.yaml', named, { documents, today: '2025-11-20' }, lang).sidebarItems[0]!.updates;
    expect(updates('mr')).toEqual([
      { id: 7, text: 'शुल्क रचना २०२५-२६', path: '/docs/disclosure/fee-structure-2025-26.pdf' },
    ]);
    expect(updates('en')).toEqual([
      { id: 7, text: 'Fee structure 2025-26', path: '/docs/disclosure/fee-structure-2025-26.pdf' },
    ]);
  });

  it('a notice counts among the latest until its last day', () => {
    const expanded = expandPage('x.en.yaml', file, { circulars, notices, today: '2025-10-31' }, 'en');
    expect(expanded.sidebarItems[0]!.updates.map((update) => update.text)).toContain('Notice n');
  });

  it('a named record that is gone fails, naming the page file', () => {
    const gone = PageFile.parse(page([{ id: 1, record: 'circulars/gone' }], []));
    expect(() =>
      expandPage('data/pages/student/student.en.yaml', gone, { circulars, today: '2025-11-20' }, 'en'),
    ).toThrow(/^data\/pages\/student\/student\.en\.yaml: No record "gone"/);
  });

  it('the schema refuses a query it does not know, and a query where a list is written out', () => {
    expect(PageFile.safeParse(page([{ id: 1, record: 'events/x' }], [])).success).toBe(false);
    expect(PageFile.safeParse(page([{ id: 1, latest: 0, section: 'student' }], [])).success).toBe(false);
    expect(PageFile.safeParse(page([], { records: 'circulars', section: 'nowhere' })).success).toBe(false);
    expect(PageFile.safeParse(page([], { records: 'tenders' })).success).toBe(false);
    expect(PageFile.safeParse(page([], { records: 'news' })).success).toBe(true);
  });
});

describe('readPage', () => {
  it('names the file, the field and the language of a mistake', () => {
    const text =
      'path: /student\nsidebarItems:\n  - id: 1\n    itemText: Student\n    path: /student\n    updates:\n      - { id: 1, text: Hi, path: "javascript:x" }\ncontents: []\n';
    const result = readPage('data/pages/student/student.mr.yaml', text);
    expect('problems' in result && result.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^data\/pages\/student\/student\.mr\.yaml: sidebarItems\.0\.updates\.0\.path \(in Marathi\): /,
      ),
    ]);
  });

  it('refuses a file named outside the pattern, YAML that does not parse, and a field that is no field of a page', () => {
    expect(readPage('data/pages/student.yaml', '')).toEqual({
      problems: [expect.objectContaining({ message: expect.stringContaining('<section>/<page>.<en|mr|hi>.yaml') })],
    });
    expect(JSON.stringify(readPage('data/pages/a/b.en.yaml', 'path: [\n'))).toContain('is not valid YAML');
    const extra = readPage('data/pages/a/b.en.yaml', 'path: /a\nsidebar: []\nsidebarItems: []\ncontents: []\n');
    expect('problems' in extra && extra.problems.map(formatProblem)).toContain(
      'data/pages/a/b.en.yaml: the page: "sidebar" is not a field of a page (check the spelling)',
    );
  });
});

describe('readStaticPages', () => {
  it('names the file, the field and the language of a mistake, and refuses a misspelt field', () => {
    const text =
      '- path: /help\n  title: मदत\n  sections:\n    - paragraph: [Text]\n      links: [{ title: X, link: "javascript:x" }]\n';
    const result = readStaticPages('data/static-pages/gigw.mr.yaml', 'mr', text);
    expect('problems' in result && result.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^data\/static-pages\/gigw\.mr\.yaml: sections\.0\.links\.0\.link \(page \/help\) \(in Marathi\): /,
      ),
      'data/static-pages/gigw.mr.yaml: sections.0 (page /help) (in Marathi): "paragraph" is not a field of a page (check the spelling)',
    ]);
    const untitled = readStaticPages('data/static-pages/site.en.yaml', 'en', '- sections: []\n');
    expect('problems' in untitled && untitled.problems.map(formatProblem)).toEqual([
      'data/static-pages/site.en.yaml: path (page 1): is missing',
      'data/static-pages/site.en.yaml: title (page 1): is missing',
    ]);
  });

  it('gives a valid file as written (no defaults added), and says where YAML does not parse', () => {
    const text = '- path: /help\n  title: Help\n  sections:\n    - heading: Keyboard\n';
    expect(readStaticPages('data/static-pages/gigw.en.yaml', 'en', text)).toEqual({
      pages: [{ path: '/help', title: 'Help', sections: [{ heading: 'Keyboard' }] }],
    });
    expect(JSON.stringify(readStaticPages('data/static-pages/gigw.en.yaml', 'en', '- path: [\n'))).toContain(
      'is not valid YAML',
    );
  });
});

describe('readHomeSample', () => {
  it("checks a sample against its widget's schema, naming file, field and language", () => {
    const text =
      'heading: SSU\nitems:\n  - { icon: i-mdi-domain, volume: many, title: अधिविभाग }\nmore: { title: अधिक, link: /about }\n';
    const result = readHomeSample('data/home/mr/statistics.yaml', text);
    expect('problems' in result && result.problems.map(formatProblem)).toEqual([
      'data/home/mr/statistics.yaml: items.0.volume (in Marathi): must be a number',
    ]);
    expect(readHomeSample('data/home/statistics.yaml', text.replace('many', '34'))).toEqual({
      sample: {
        heading: 'SSU',
        items: [{ icon: 'i-mdi-domain', volume: 34, title: 'अधिविभाग' }],
        more: { title: 'अधिक', link: '/about' },
      },
    });
  });

  it('refuses a file that is no widget sample', () => {
    expect(readHomeSample('data/home/banner.yaml', '')).toEqual({
      problems: [
        expect.objectContaining({
          file: 'data/home/banner.yaml',
          message: expect.stringContaining("is no widget's sample"),
        }),
      ],
    });
  });
});
