import { describe, expect, it } from 'vitest';
import { recordPages, type PageRecords } from '../../data/records/record-pages';
import { circularRows, latestUpdates, recordLink } from '../../data/records/queries';
import { localText, newsRows, uniEvents, type Stored } from '../../data/records/samples';

/** The site's lists as queries over records: what each list shows, in which order and language, and when. */
const circular = (slug: string, date: string, section = 'student', mr?: string): Stored<'circulars'> =>
  ({
    slug,
    date,
    section,
    title: { en: `Circular ${slug}`, ...(mr ? { mr } : {}) },
    file: `/docs/circulars/${slug}.pdf`,
  }) as Stored<'circulars'>;
const notice = (slug: string, date: string, expires?: string): Stored<'notices'> =>
  ({
    slug,
    date,
    section: 'student',
    title: { en: `Notice ${slug}`, mr: `सूचना ${slug}` },
    file: `/docs/notices/${slug}.pdf`,
    ...(expires ? { expires } : {}),
  }) as Stored<'notices'>;
const tender = (slug: string, date: string, closes: string): Stored<'tenders'> =>
  ({
    slug,
    date,
    section: 'about',
    title: { en: `Tender ${slug}` },
    file: `/docs/tenders/${slug}.pdf`,
    reference: slug,
    closes,
  }) as Stored<'tenders'>;

describe('record queries', () => {
  it("a text in the page's language, or the English marked as English", () => {
    expect(localText({ en: 'Holiday', mr: 'सुट्टी' }, 'mr')).toBe('सुट्टी');
    expect(localText({ en: 'Holiday' }, 'hi')).toEqual({ text: 'Holiday', lang: 'en' });
    expect(localText({ en: 'Holiday', mr: 'सुट्टी' }, 'en')).toBe('Holiday');
  });

  it("the circulars table shows its section's circulars only, newest first (as the records come)", () => {
    const circulars = [
      circular('c', '2026-02-01'),
      circular('b', '2026-01-15', 'governance'),
      circular('a', '2026-01-10', 'student', 'अ'),
    ];
    expect(circularRows(circulars, 'student', 'mr')).toEqual([
      { date: '2026-02-01', file_title: { text: 'Circular c', lang: 'en' }, file: '/docs/circulars/c.pdf' },
      { date: '2026-01-10', file_title: 'अ', file: '/docs/circulars/a.pdf' },
    ]);
  });

  it('the news table lists its rows newest first (as the records come), numbered from the oldest', () => {
    const news = [
      { date: '2026-01-03', title: { en: 'Third' } },
      { date: '2026-01-02', title: { en: 'Second' } },
      { date: '2026-01-01', title: { en: 'First' }, file: '/docs/news/n1.pdf' },
    ] as Array<Stored<'news'>>;
    expect(newsRows(news, 'en')).toEqual([
      { serial_no: 3, date: '2026-01-03', file_title: 'Third' },
      { serial_no: 2, date: '2026-01-02', file_title: 'Second' },
      { serial_no: 1, date: '2026-01-01', file_title: 'First', file: '/docs/news/n1.pdf' },
    ]);
    // A new item takes the next number and page 1's top; the others keep theirs.
    const added = newsRows([{ date: '2026-01-04', title: { en: 'Fourth' } } as Stored<'news'>, ...news], 'en');
    expect(added.map((row) => row.serial_no)).toEqual([4, 3, 2, 1]);
  });

  it("events come category by category in the spec's order, each by date, dates as SEP 15, 2025", () => {
    const event = (slug: string, date: string, category: string) =>
      ({ date, category, description: { en: slug, mr: `म ${slug}` } }) as Stored<'events'>;
    const events = [
      event('exam', '2025-10-01', 'Examination'),
      event('late', '2025-09-30', 'Academic'),
      event('early', '2025-09-05', 'Academic'),
    ];
    expect(uniEvents(events, 'mr')).toEqual([
      { category: 'Academic', date: 'SEP 5, 2025', description: 'म early' },
      { category: 'Academic', date: 'SEP 30, 2025', description: 'म late' },
      { category: 'Examination', date: 'OCT 1, 2025', description: 'म exam' },
    ]);
  });

  it("an updates box lists the section's latest circulars and current notices, numbered from firstId", () => {
    const records = {
      circulars: [
        circular('c2', '2026-01-20'),
        circular('c1', '2026-01-05'),
        circular('g', '2026-01-25', 'governance'),
      ],
      notices: [notice('expired', '2026-01-22', '2026-01-23'), notice('current', '2026-01-10', '2026-03-01')],
    };
    expect(latestUpdates(records, 'student', 'en', { count: 2, today: '2026-01-24', firstId: 3 })).toEqual([
      { id: 3, text: 'Circular c2', path: '/docs/circulars/c2.pdf' },
      { id: 4, text: 'Notice current', path: '/docs/notices/current.pdf' },
    ]);
    // A notice with no PDF links to What's new, where its dates are.
    const textOnly = { ...notice('closed', '2026-01-21'), file: undefined } as unknown as Stored<'notices'>;
    expect(
      latestUpdates({ circulars: [], notices: [textOnly] }, 'student', 'en', { count: 1, today: '2026-01-24' }),
    ).toEqual([{ id: 1, text: 'Notice closed', path: '/whats-new' }]);
    // On its last day a notice is still current.
    expect(latestUpdates(records, 'student', 'en', { count: 1, today: '2026-01-23' })[0]!.path).toBe(
      '/docs/notices/expired.pdf',
    );
  });

  it('a link to a record takes its title; a record that is not there fails the build, naming it', () => {
    expect(recordLink([circular('a', '2026-01-01')], 'a', 'hi')).toEqual({
      text: 'Circular a',
      path: '/docs/circulars/a.pdf',
      lang: 'en',
    });
    expect(() => recordLink([], 'gone', 'en')).toThrow('No record "gone" with a file');
    // The record asked for among several; a title in the page's language needs no language mark.
    const both = [circular('a', '2026-01-01'), circular('b', '2026-01-02', 'student', 'परिपत्रक ब')];
    expect(recordLink(both, 'b', 'mr')).toStrictEqual({ text: 'परिपत्रक ब', path: '/docs/circulars/b.pdf' });
  });

  it("an update is marked as English only where the page's language has no title of its own", () => {
    const records = {
      circulars: [circular('en-only', '2026-01-02'), circular('both', '2026-01-01', 'student', 'दोन')],
    };
    expect(
      latestUpdates({ ...records, notices: [] }, 'student', 'mr', { count: 2, today: '2026-01-24' }),
    ).toStrictEqual([
      { id: 1, text: 'Circular en-only', path: '/docs/circulars/en-only.pdf', lang: 'en' },
      { id: 2, text: 'दोन', path: '/docs/circulars/both.pdf' },
    ]);
  });
});

describe("What's new and the archive", () => {
  const records: PageRecords = {
    circulars: [circular('c', '2026-01-20')],
    news: [],
    notices: [notice('library', '2026-01-16', '2026-02-15'), notice('revaluation', '2025-10-10', '2025-10-31')],
    tenders: [tender('lab', '2026-01-02', '2026-01-30')],
    documents: [
      {
        slug: '2025-06-02-fees',
        date: '2025-06-02',
        section: 'disclosure',
        title: { en: 'Fee structure 2025-26' },
        file: '/docs/disclosure/fees.pdf',
      },
    ],
  };
  const links = (page: ReturnType<typeof recordPages>[number], heading: string) =>
    page.sections.find((section) => section.heading === heading)?.links?.map((link) => [link.title, link.description]);

  it('on a day both are current: the notice and the tender are new, the archive has neither', () => {
    const [whatsNew, archive] = recordPages(records, 'en', '2026-01-30');
    expect(whatsNew!.path).toBe('/whats-new');
    expect(links(whatsNew!, 'Notices')).toEqual([['Notice library', 'Published 16-01-2026; last day 15-02-2026']]);
    expect(links(whatsNew!, 'Tenders')).toEqual([['Tender lab', 'Bids by 30-01-2026']]);
    expect(links(whatsNew!, 'Circulars')).toEqual([['Circular c', 'Published 20-01-2026']]);
    expect(links(whatsNew!, 'Documents')).toEqual([['Fee structure 2025-26', 'Published 02-06-2025']]);
    expect(whatsNew!.sections.find((section) => section.heading === 'News')!.paragraphs).toEqual(['None at present.']);
    expect(links(archive!, 'Notices')).toEqual([['Notice revaluation', 'Published 10-10-2025; last day 31-10-2025']]);
    expect(archive!.sections.find((section) => section.heading === 'Tenders')!.paragraphs).toEqual([
      'None at present.',
    ]);
  });

  it('the day after its last day, each moves to the archive on its own', () => {
    const [whatsNew, archive] = recordPages(records, 'en', '2026-02-16');
    expect(links(whatsNew!, 'Notices')).toBeUndefined();
    expect(links(whatsNew!, 'Tenders')).toBeUndefined();
    expect(links(archive!, 'Notices')!.map(([title]) => title)).toEqual(['Notice library', 'Notice revaluation']);
    expect(links(archive!, 'Tenders')).toEqual([['Tender lab', 'Closed 30-01-2026']]);
    expect(archive!.lastUpdated).toBe('2026-02-15');
  });

  /** `count` archived records, two thirds notices and a third tenders, all past their last day on 2026-01-01. */
  const archived = (count: number): PageRecords => {
    const day = (index: number) => `20${String(10 + (index % 15)).padStart(2, '0')}-0${1 + (index % 9)}-1${index % 10}`;
    const notices = Math.round((count * 2) / 3);
    return {
      ...records,
      notices: Array.from({ length: notices }, (_, index) => notice(`n${index}`, day(index), day(index))),
      tenders: Array.from({ length: count - notices }, (_, index) => tender(`t${index}`, day(index), day(index))),
    };
  };
  const archivePages = (count: number, lang: 'en' | 'hi' = 'en') =>
    recordPages(archived(count), lang, '2026-01-01').slice(1);

  it('the archive is in pages of 25, each its own path, whatever the number of records (issue #26)', () => {
    const small = archivePages(100);
    const large = archivePages(10_000);
    expect(small.map((page) => page.path)).toEqual([
      '/archive',
      '/archive/page/2',
      '/archive/page/3',
      '/archive/page/4',
    ]);
    expect(large).toHaveLength(400);
    expect(large.at(-1)!.path).toBe('/archive/page/400');
    // Every record once, 25 a page, notices before tenders; a page holding both shows both headings.
    const shown = (pages: typeof large) =>
      pages.flatMap((page) => page.sections.flatMap((section) => section.links ?? []));
    expect(shown(large)).toHaveLength(10_000);
    expect(large.every((page) => shown([page]).length === 25)).toBe(true);
    expect(links(large[266]!, 'Notices')).toHaveLength(17);
    expect(links(large[266]!, 'Tenders')).toHaveLength(8);
    // A page weighs the same at 100 records and at 10,000 (its titles' digits aside).
    const bytes = (page: (typeof large)[number]) => JSON.stringify(page).length;
    expect(Math.max(...large.map(bytes))).toBeLessThan(bytes(small[0]!) * 1.1);
    // Each page has the intro; the date on every page is the day the last record moved here.
    expect(large.every((page) => page.sections[0]!.paragraphs?.[0]?.startsWith('Notices whose last day'))).toBe(true);
    expect(new Set(large.map((page) => page.lastUpdated))).toEqual(new Set(['2024-09-19']));
  });

  it('an archive with no record is one page saying so for each kind', () => {
    const [, archive, ...more] = recordPages(archived(0), 'hi', '2026-01-01');
    expect(more).toEqual([]);
    expect(archive!.path).toBe('/archive');
    expect(archive!.sections.slice(1).map((section) => section.paragraphs)).toEqual([
      ['इस समय कुछ नहीं।'],
      ['इस समय कुछ नहीं।'],
    ]);
  });

  it('in Marathi: the words, the Marathi titles, Devanagari digits', () => {
    const [whatsNew] = recordPages(records, 'mr', '2026-01-30');
    expect(whatsNew!.title).toBe('नवीन काय');
    expect(links(whatsNew!, 'सूचना')).toEqual([['सूचना library', 'प्रसिद्धी दिनांक १६-०१-२०२६; अंतिम दिनांक १५-०२-२०२६']]);
  });
});
