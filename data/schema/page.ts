import { z } from 'zod';
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
