import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { SitePath } from './common.ts';
import { isoDate } from './content.ts';
import { QuickLink } from './site.ts';

/**
 * A short informational page of the site itself (policies, help, programme levels), written in
 * data/static-pages/<group>.<lang>.yaml. Strict, page and section: a misspelt field
 * (`paragraph:`) fails the build instead of dropping its text without a word.
 */
export const StaticPage = z.strictObject({
  path: SitePath,
  title: z.string().min(1),
  /** When the page's text last changed (GIGW: 'last updated' per page; every English page has one, translations take it). */
  lastUpdated: isoDate.optional(),
  sections: z.array(
    z.strictObject({
      heading: z.string().optional(),
      paragraphs: z.array(z.string()).default([]),
      links: z.array(QuickLink).optional(),
    }),
  ),
});
export type StaticPage = z.input<typeof StaticPage>;

/** A text with a date in it: `{date}` (or each name given) marks where the date goes. */
const withPlaceholders = (...names: string[]) =>
  names.reduce(
    (schema, name) =>
      schema.refine((text) => text.includes(`{${name}}`), `must contain {${name}}, where the date goes`),
    z.string().min(1),
  );

/** The words of What's new and the archive in one language (data/site/record-pages.yaml). */
const RecordPageWords = z.strictObject({
  whatsNew: z.string().min(1),
  whatsNewIntro: z.string().min(1),
  archive: z.string().min(1),
  archiveIntro: z.string().min(1),
  circulars: z.string().min(1),
  notices: z.string().min(1),
  tenders: z.string().min(1),
  documents: z.string().min(1),
  news: z.string().min(1),
  expiredNotices: z.string().min(1),
  closedTenders: z.string().min(1),
  published: withPlaceholders('date'),
  lastDay: withPlaceholders('published', 'last'),
  closes: withPlaceholders('date'),
  closed: withPlaceholders('date'),
  none: z.string().min(1),
});
export type RecordPageWords = z.infer<typeof RecordPageWords>;

/** Those words in every language, side by side (the pages are built from records in each). */
export const RecordPagesWords = z.strictObject(
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, RecordPageWords])) as Record<
    LanguageCode,
    typeof RecordPageWords
  >,
);
export type RecordPagesWords = z.infer<typeof RecordPagesWords>;
