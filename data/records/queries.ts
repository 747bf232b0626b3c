import type { LanguageCode } from '../i18n/languages';
import type { Update } from '../schema/content';
import type { Translated } from '../schema/records';
import { localText, plain, type Stored } from './samples.ts';

/**
 * The site's lists as queries over the records (data/records/<kind>/…): every table and
 * updates box that shows a circular reads it from its one file (the widgets' samples: samples.ts).
 */

/** The page that lists every current record (data/records/record-pages.ts); a notice without a PDF links there. */
export const WHATS_NEW_PATH = '/whats-new';

/** A section's circulars as rows of the circulars table (Date, Circular, File), newest first. */
export function circularRows(circulars: Array<Stored<'circulars'>>, section: string, lang: LanguageCode) {
  return circulars
    .filter((circular) => circular.section === section)
    .map((circular) => ({ date: circular.date, file_title: localText(circular.title, lang), file: circular.file }));
}

/**
 * An updates box's entries: the latest `count` circulars and current notices of a section
 * (ids from `firstId`), newest first, each linking to its PDF (a notice without one: to What's new).
 */
export function latestUpdates(
  records: { circulars: Array<Stored<'circulars'>>; notices: Array<Stored<'notices'>> },
  section: string,
  lang: LanguageCode,
  { count, today, firstId = 1 }: { count: number; today: string; firstId?: number },
): Update[] {
  const current = [...records.circulars, ...records.notices.filter((notice) => isCurrent(notice, today))]
    .filter((record) => record.section === section)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .slice(0, count);
  return current.map((record, index) => {
    const title = localText(record.title, lang);
    return {
      id: firstId + index,
      text: plain(title),
      path: record.file ?? WHATS_NEW_PATH,
      ...(typeof title === 'string' ? {} : { lang: title.lang }),
    };
  });
}

/**
 * A link to one record (its PDF), titled as the record is in `lang`: how a page's updates box
 * names a circular without typing its title again. An unknown slug fails the build, naming it.
 */
export function recordLink(
  records: ReadonlyArray<{ slug: string; title: Translated; file?: string }>,
  slug: string,
  lang: LanguageCode,
): { text: string; path: string; lang?: string } {
  const record = records.find((candidate) => candidate.slug === slug);
  if (!record?.file)
    throw new Error(`No record "${slug}" with a file (a page links to it; was it renamed or removed?)`);
  const title = localText(record.title, lang);
  return { text: plain(title), path: record.file, ...(typeof title === 'string' ? {} : { lang: title.lang }) };
}

/** A notice is current until its last day (`expires`) has passed; then it belongs in the archive. */
export const isCurrent = (notice: { expires?: string }, today: string) => !notice.expires || notice.expires >= today;

/** A tender is open until its closing day has passed. */
export const isOpen = (tender: { closes: string }, today: string) => tender.closes >= today;
