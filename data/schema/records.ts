import { z } from 'zod';
import { EVENT_CATEGORIES } from '../records/event-categories.ts';
import { FilePath } from './common.ts';

/**
 * Records: the dated, repeated items a webmaster publishes several times a week, one
 * YAML file each under `data/records/<kind>/<year>/` (docs/webmasters/publishing.md).
 * Every text is written in the record itself in each language, `{ en, mr, hi }`:
 * one file, one circular, however many languages and pages show it. The site's lists
 * (tables, updates boxes, the home page, feeds, search, sitemap, What's new, the
 * archive) are queries over them (data/records/queries.ts), never copies.
 *
 * These schemas are the single source of truth for every field: the build and
 * `npm run check` validate each file with them, and the publishing desk's
 * configuration (/admin) is generated from them.
 */

/** A calendar date written YYYY-MM-DD, and a real one (2026-02-30 is refused). */
export const RecordDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written like 2026-01-12 (year-month-day)', abort: true })
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'is not a real date (check the day and the month)');

const line = z.string().trim().min(1, 'is empty');

/** A text in each language; English always, Marathi and Hindi where written. */
export const Translated = z.object({ en: line, mr: line.optional(), hi: line.optional() }).strict();
/** A text that must be written in English and Marathi (circulars and notices reach every student). */
export const TranslatedEnMr = z.object({ en: line, mr: line, hi: line.optional() }).strict();
export type Translated = z.infer<typeof Translated>;

/** A document we publish: a PDF under public/docs/ (`npm run check` checks it exists and is a PDF). */
export const PdfPath = FilePath.refine((path) => path.toLowerCase().endsWith('.pdf'), 'must be a PDF file (.pdf)');

/** The site's sections a record can belong to: the first segment of their pages' paths. */
export const SECTIONS = [
  'about',
  'academics',
  'student',
  'governance',
  'research',
  'iqac',
  'nep',
  'incubation-center',
  'international-affairs',
  'disclosure',
] as const;
const Section = z.enum(SECTIONS, { error: `must be one of the site's sections: ${SECTIONS.join(', ')}` });

/** A short identifier for URLs and references: lowercase letters, digits and hyphens. */
const Slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and hyphens');

const common = {
  title: Translated,
  date: RecordDate,
  /** The section whose pages list it (required for circulars, notices, tenders and documents). */
  section: Section.optional(),
  /** A department's own records (its slug, e.g. `computer-science`): its site can show just these. */
  department: Slug.optional(),
};

/** A circular: a dated instruction with its PDF (spec: the student circulars table). */
export const Circular = z
  .object({
    ...common,
    title: TranslatedEnMr,
    section: Section,
    file: PdfPath,
    /** The university's reference number, e.g. `SSU/Exam/2025/114`; unique among circulars. */
    reference: z.string().trim().min(1).optional(),
  })
  .strict();

/** A notice: like a circular, optionally with a last day; from the day after it, it moves to the archive. */
export const Notice = z
  .object({
    ...common,
    title: TranslatedEnMr,
    section: Section,
    /** A notice may be a line of text only; without a PDF it links to What's new, where its dates are. */
    file: PdfPath.optional(),
    expires: RecordDate.optional(),
  })
  .strict();

/** A news item (the daily news table and the news feeds). */
export const NewsItem = z.object({ ...common, file: PdfPath.optional() }).strict();

/** An event (the home page's events, the events page and calendars). */
export const EventRecord = z
  .object({
    ...common,
    /** The short title calendars show; `description` is the full text. */
    title: Translated.optional(),
    description: Translated,
    category: z.enum(EVENT_CATEGORIES, { error: `must be one of ${EVENT_CATEGORIES.join(', ')}` }),
  })
  .strict();

/** A tender: open until `closes`, then in the archive. */
export const Tender = z
  .object({
    ...common,
    section: Section,
    file: PdfPath,
    reference: z.string().trim().min(1),
    closes: RecordDate,
  })
  .strict();

/**
 * A document the university publishes for reference (a disclosure, a report, a fee
 * structure, an organogram): its PDF, titled once, which any page's updates box names
 * as `documents/<file name>` instead of typing its title and path again.
 */
export const DocumentRecord = z.object({ ...common, section: Section, file: PdfPath }).strict();

/** Each kind of record: its folder under data/records/ and its schema. */
export const RECORD_KINDS = {
  circulars: Circular,
  notices: Notice,
  news: NewsItem,
  events: EventRecord,
  tenders: Tender,
  documents: DocumentRecord,
} as const;
export type RecordKind = keyof typeof RECORD_KINDS;
export type RecordOf<K extends RecordKind> = z.infer<(typeof RECORD_KINDS)[K]>;
