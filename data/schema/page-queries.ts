import { z } from 'zod';
import { SECTIONS } from './records.ts';

/**
 * What a page file (data/pages/…) writes where a list comes from the records: a query,
 * never a copy. The page loader (host/vite/content/pages-plugin.ts) expands each with the
 * queries of data/records/queries.ts, in the page's language, when the site is built.
 */

const Section = z.enum(SECTIONS, { error: `must be one of the site's sections: ${SECTIONS.join(', ')}` });

/**
 * A table's rows from the records: `{ records: circulars, section: student }` (the section's
 * circulars, newest first: Date, Circular, File) or `{ records: news }` (the daily news, numbered).
 */
export const RecordRows = z.discriminatedUnion('records', [
  z.strictObject({ records: z.literal('circulars'), section: Section }),
  z.strictObject({ records: z.literal('news') }),
]);
export type RecordRows = z.infer<typeof RecordRows>;

/** Record kinds an update may name: the ones with a title and a PDF. */
export const LINKED_KINDS = ['circulars', 'notices', 'documents'] as const;
export type LinkedKind = (typeof LINKED_KINDS)[number];

/** An update naming one record, `{ id: 3, record: circulars/2025-11-03-ncc-enrolment }`: titled and linked from its file. */
export const RecordUpdate = z.strictObject({
  id: z.number().int(),
  record: z
    .string()
    .regex(
      new RegExp(`^(${LINKED_KINDS.join('|')})/[a-z0-9]+(-[a-z0-9]+)*$`),
      `must be a record's kind and file name, like circulars/2025-11-03-ncc-enrolment`,
    ),
});
export type RecordUpdate = z.infer<typeof RecordUpdate>;

/** Updates from the latest `latest` circulars and current notices of a section, numbered from `id`: `{ id: 2, latest: 3, section: student }`. */
export const LatestUpdates = z.strictObject({
  id: z.number().int(),
  latest: z.number().int().positive(),
  section: Section,
});
export type LatestUpdates = z.infer<typeof LatestUpdates>;
