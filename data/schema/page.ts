import { z } from 'zod';
import { SitePath } from './common';
import { isoDate } from './content';
import { QuickLink } from './site';

/** A short informational page of the site itself (policies, help, programme levels). */
export const StaticPage = z.object({
  path: SitePath,
  title: z.string().min(1),
  /** When the page's text last changed (GIGW: 'last updated' per page; every English page has one, translations take it). */
  lastUpdated: isoDate.optional(),
  sections: z.array(
    z.object({
      heading: z.string().optional(),
      paragraphs: z.array(z.string()).default([]),
      links: z.array(QuickLink).optional(),
    }),
  ),
});
export type StaticPage = z.input<typeof StaticPage>;
