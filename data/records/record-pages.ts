import { formatDigits } from '../i18n/format';
import { pageCount, pagePath, pageRows } from '../listing-pages';
import type { LanguageCode } from '../i18n/languages';
import { fillPlaceholders } from '../i18n/placeholders';
import type { StaticPage } from '../schema/page';
import type { QuickLink } from '../schema/site';
import { isCurrent, isOpen, WHATS_NEW_PATH } from './queries';
import { localText, type Stored } from './samples';
import WORDS from '../site/record-pages.yaml';

/**
 * Two pages built from the records alone, in each language: What's new (the latest
 * circulars, current notices, open tenders, documents and news, newest first) and the archive
 * (notices whose last day has passed and tenders that have closed: GIGW's content
 * archival, with no webmaster moving anything by hand). Both change only when a record
 * or the build's date does.
 */
export const ARCHIVE_PATH = '/archive';

/**
 * The two pages' paths and titles in `lang`, without their records: what the browser needs to know
 * them by (host/screens.ts, data/pages.ts); their text comes with their page data.
 */
export const recordPageTitles = (lang: LanguageCode): Array<{ path: string; title: string }> => [
  { path: WHATS_NEW_PATH, title: WORDS[lang].whatsNew },
  { path: ARCHIVE_PATH, title: WORDS[lang].archive },
];

/** How many of each kind What's new shows; the rest stay on their section's pages. */
const LATEST = 10;

/** `2026-01-12` -> `12-01-2026`, the site's way of showing a date, in the language's digits. */
const shownDate = (iso: string, lang: LanguageCode) =>
  iso
    .split('-')
    .toReversed()
    .join('-')
    .replace(/\d+/g, (run) => formatDigits(lang, run));

export interface PageRecords {
  circulars: Array<Stored<'circulars'>>;
  notices: Array<Stored<'notices'>>;
  news: Array<Stored<'news'>>;
  tenders: Array<Stored<'tenders'>>;
  documents: Array<Stored<'documents'>>;
}

/** What's new and the archive's pages in `lang`, on `today` (the build's date). */
export function recordPages(records: PageRecords, lang: LanguageCode, today: string): StaticPage[] {
  const words = WORDS[lang];
  const published = (iso: string) => fillPlaceholders(words.published, { date: date(iso) });
  const date = (iso: string) => shownDate(iso, lang);
  const link = (record: { title: Stored<'news'>['title']; file?: string }, description: string): QuickLink => {
    const title = localText(record.title, lang);
    return { title: typeof title === 'string' ? title : title.text, link: record.file ?? WHATS_NEW_PATH, description };
  };
  const section = (heading: string, links: QuickLink[]) =>
    links.length ? { heading, paragraphs: [], links } : { heading, paragraphs: [words.none] };
  const newest = (dates: string[]) => dates.toSorted().at(-1);

  const currentNotices = records.notices.filter((notice) => isCurrent(notice, today));
  const openTenders = records.tenders.filter((tender) => isOpen(tender, today));
  const expiredNotices = records.notices.filter((notice) => !isCurrent(notice, today));
  const closedTenders = records.tenders.filter((tender) => !isOpen(tender, today));
  const shownNew = [
    currentNotices,
    records.circulars.slice(0, LATEST),
    openTenders,
    records.documents.slice(0, LATEST),
    records.news.slice(0, LATEST),
  ];
  const whatsNew: StaticPage = {
    path: WHATS_NEW_PATH,
    title: words.whatsNew,
    lastUpdated: newest(shownNew.flat().map((record) => record.date)) ?? today,
    sections: [
      { paragraphs: [words.whatsNewIntro] },
      section(
        words.notices,
        currentNotices.map((notice) =>
          link(
            notice,
            notice.expires
              ? fillPlaceholders(words.lastDay, { published: date(notice.date), last: date(notice.expires) })
              : published(notice.date),
          ),
        ),
      ),
      section(
        words.circulars,
        records.circulars.slice(0, LATEST).map((circular) => link(circular, published(circular.date))),
      ),
      section(
        words.tenders,
        openTenders.map((tender) => link(tender, fillPlaceholders(words.closes, { date: date(tender.closes) }))),
      ),
      section(
        words.documents,
        records.documents.slice(0, LATEST).map((document) => link(document, published(document.date))),
      ),
      section(
        words.news,
        records.news.slice(0, LATEST).map((item) => link(item, published(item.date))),
      ),
    ],
  };
  // The archive grows with the years: in pages of 25 (data/listing-pages.ts), `/archive`, then
  // `/archive/page/2` …, each its own prerendered page with its own data file (issue #26).
  const archived = [
    ...expiredNotices.map((notice) => ({
      kind: 'expiredNotices' as const,
      link: link(
        notice,
        fillPlaceholders(words.lastDay, { published: date(notice.date), last: date(notice.expires!) }),
      ),
    })),
    ...closedTenders.map((tender) => ({
      kind: 'closedTenders' as const,
      link: link(tender, fillPlaceholders(words.closed, { date: date(tender.closes) })),
    })),
  ];
  // The day the last of them moved here; with none yet, the day What's new last changed.
  const archiveUpdated =
    newest([...expiredNotices.map((notice) => notice.expires!), ...closedTenders.map((tender) => tender.closes)]) ??
    whatsNew.lastUpdated;
  const archivePages = Array.from({ length: pageCount(archived.length) }, (_, index): StaticPage => {
    const rows = pageRows(archived, index + 1);
    // A kind with no record at all says so on the first page; otherwise each page shows the kinds it holds.
    const kinds = (['expiredNotices', 'closedTenders'] as const).filter(
      (kind) => rows.some((row) => row.kind === kind) || (index === 0 && !archived.some((row) => row.kind === kind)),
    );
    return {
      path: pagePath(ARCHIVE_PATH, index + 1),
      title: words.archive,
      lastUpdated: archiveUpdated,
      sections: [
        { paragraphs: [words.archiveIntro] },
        ...kinds.map((kind) =>
          section(
            words[kind],
            rows.filter((row) => row.kind === kind).map((row) => row.link),
          ),
        ),
      ],
    };
  });
  return [whatsNew, ...archivePages];
}
