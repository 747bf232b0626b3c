import { z } from 'zod';

/**
 * The words of What's new and the archive, the two pages built from the records alone
 * (data/records/record-pages.ts), written per language in data/static-pages/whats-new.<lang>.yaml.
 * A `{name}` in a phrase is where the page puts a date.
 */
const line = z.string().trim().min(1, 'is empty');
/** A phrase that must hold each of `names` as `{name}`. */
const phrase = (...names: string[]) =>
  line.refine(
    (text) => names.every((name) => text.includes(`{${name}}`)),
    `must contain ${names.map((name) => `{${name}}`).join(' and ')}, where the page puts the date`,
  );

export const RecordPagesText = z.strictObject({
  whatsNew: z.strictObject({ title: line, intro: line }),
  archive: z.strictObject({ title: line, intro: line }),
  /** The heading of each kind's list. */
  headings: z.strictObject({ circulars: line, notices: line, tenders: line, documents: line, news: line }),
  published: phrase('date'),
  lastDay: phrase('published', 'last'),
  closes: phrase('date'),
  closed: phrase('date'),
  /** What a list with nothing in it says. */
  none: line,
});
export type RecordPagesText = z.infer<typeof RecordPagesText>;
