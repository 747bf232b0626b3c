import { z } from 'zod';
import { Href, ImageSrc, SitePath, WebUrl } from './common.ts';

/** An image we ship, with its intrinsic size so nothing shifts while it loads. */
export const ImageAsset = z.object({
  src: ImageSrc,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type ImageAsset = z.infer<typeof ImageAsset>;

/** Everything that names the university: edit this (and the images) to re-skin the kit. */
export const SiteIdentity = z.object({
  name: z.string().min(1),
  nameMarathi: z.string().min(1),
  shortName: z.string().min(1),
  tagline: z.string(),
  logo: ImageAsset,
  emblem: ImageAsset,
  phone: z.object({ display: z.string(), dial: z.string().regex(/^\+\d+$/) }),
  email: z.email(),
  address: z.array(z.string()).min(1),
  studentPortal: WebUrl,
  /** Where the feedback form posts (JSON); without it the form opens the visitor's e-mail program. */
  feedbackEndpoint: WebUrl.optional(),
  /** The public address of the site, for the XML sitemap. */
  siteUrl: WebUrl,
  lastUpdated: z.iso.date(),
  visitorCount: z.object({ count: z.number().int().nonnegative(), asOf: z.iso.date() }),
  foundedYear: z.number().int(),
});
export type SiteIdentity = z.infer<typeof SiteIdentity>;

/** A link with a title; spec 3 "Quick link: title, link". */
export const QuickLink = z.object({
  title: z.string().min(1),
  link: Href,
  /** What the visitor finds there, shown on /quick-links. */
  description: z.string().optional(),
  /** The real destination where there is one; placeholder links point to /quick-links. */
  external: WebUrl.optional(),
});
export type QuickLink = z.infer<typeof QuickLink>;

/** The footer (data/site/footer.yaml): its quick links (spec 2.3: 20 in 4 columns) and the policy pages every footer links. */
export const Footer = z.strictObject({
  /** Each points to its own entry on /quick-links (`/quick-links#` and the English title's slug). */
  quickLinks: z.array(QuickLink).min(1),
  policyLinks: z.array(QuickLink).min(1),
});
export type Footer = z.infer<typeof Footer>;

/** A page whose body the site builds from other data (the directory of links, search results), with its title. */
export const GeneratedPage = z.strictObject({ path: SitePath, title: z.string().min(1) });
export type GeneratedPage = z.infer<typeof GeneratedPage>;
