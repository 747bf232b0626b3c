import { z } from 'zod';
import { IconClass, ImageSrc } from './common.ts';
import { QuickLink } from './site.ts';
import { EVENT_DATE_MESSAGE, formatEventDate, parseEventDate } from './event-date.ts';

/**
 * Schemas of the home page's data (spec 2.4, entities of spec 3). The bundled
 * data in data/home/ is typed by these; an embedder's JSON for a home widget
 * (`src` or inline script) is checked against the same schema.
 */

/** A link target: a site path (optionally with a fragment) or an https URL. Never a bare '#', never `//host`. */
export const LinkTarget = z
  .string()
  .regex(/^(\/(?![/\\])[^\s#]*(#[a-z0-9-]+)?|https:\/\/\S+)$/, 'must be a site path or an https URL');

const ImageSize = { width: z.number().int().positive(), height: z.number().int().positive() };

/** Spec 3 "Hero slide: id, image, alt", plus the intrinsic size so nothing shifts. */
export const HeroSlide = z.object({
  id: z.number().int().positive(),
  image: ImageSrc,
  alt: z.string().min(1),
  ...ImageSize,
});
export type HeroSlide = z.infer<typeof HeroSlide>;

export const SocialLink = z.object({
  network: z.enum(['x', 'linkedin', 'instagram', 'facebook']),
  /** Accessible name, e.g. "SSU on X". */
  label: z.string().min(1),
  href: z.url({ protocol: /^https$/ }),
  icon: IconClass,
});
export type SocialLink = z.infer<typeof SocialLink>;

export const Hero = z.object({
  /** Accessible name of the carousel region. */
  label: z.string().min(1),
  slides: z.array(HeroSlide).min(1),
  social: z.array(SocialLink),
  quickLinks: z.object({ title: z.string().min(1), link: LinkTarget }),
});
export type Hero = z.infer<typeof Hero>;

/** Spec 3 "Portal tile: icon, title", plus where it leads. */
export const PortalTile = z.object({ icon: IconClass, title: z.string().min(1), link: LinkTarget });
export type PortalTile = z.infer<typeof PortalTile>;
export const PortalTiles = z.array(PortalTile);

/** Spec 3 "Affiliated logo: id, src, title", plus size and the `Details` target. */
export const AffiliatedLogo = z.object({
  id: z.number().int().positive(),
  src: ImageSrc,
  title: z.string().min(1),
  link: LinkTarget,
  ...ImageSize,
});
export type AffiliatedLogo = z.infer<typeof AffiliatedLogo>;
export const AffiliatedLogos = z
  .array(AffiliatedLogo)
  .refine((logos) => new Set(logos.map((logo) => logo.id)).size === logos.length, 'ids must be unique');

/** Spec 3 "Leader: name, position, image", plus size and the `More Details` target. */
export const Leader = z.object({
  name: z.string().min(1),
  position: z.string().min(1),
  image: ImageSrc,
  link: LinkTarget,
  ...ImageSize,
});
export type Leader = z.infer<typeof Leader>;
export const Leaders = z.array(Leader);

/** Spec 3 "Video item: id, title, thumbnailUrl", plus size and the video's address. */
export const VideoItem = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  thumbnailUrl: ImageSrc,
  url: z.url({ protocol: /^https$/ }),
  ...ImageSize,
});
export type VideoItem = z.infer<typeof VideoItem>;

export const FeaturedVideo = z.object({
  heading: z.string().min(1),
  featured: z.object({
    caption: z.string().min(1),
    /** BCP 47 language of the caption (the sample's is Marathi, `mr`). */
    captionLang: z.string().min(2),
    poster: ImageSrc,
    ...ImageSize,
    url: z.url({ protocol: /^https$/ }),
  }),
  /** Name of the platform on the `Watch on` badge. */
  platform: z.string().min(1),
  platformIcon: IconClass,
  items: z.array(VideoItem),
});
export type FeaturedVideo = z.infer<typeof FeaturedVideo>;

export { EVENT_DATE } from './event-date.ts';

/** An event date in any form a webmaster writes (data/schema/event-date.ts), normalised to `SEP 15, 2025`. */
const EventDate = z.string().transform((text, context) => {
  const date = parseEventDate(text);
  if (date) return formatEventDate(date);
  context.addIssue({ code: 'custom', message: EVENT_DATE_MESSAGE });
  return z.NEVER;
});

/** Spec 3 "Event: category, date, description" (the field names an embedder's JSON uses). */
export const UniEvent = z.object({
  category: z.string().min(1),
  date: EventDate,
  description: z.string().min(1),
});
export type UniEvent = z.infer<typeof UniEvent>;
export const UniEvents = z.array(UniEvent);

export const Recognition = z.object({ title: z.string().min(1), src: ImageSrc, alt: z.string().min(1), ...ImageSize });
export type Recognition = z.infer<typeof Recognition>;
export const Recognitions = z.array(Recognition);

/** Spec 3 "Statistic: image, volume, title"; the image is an icon of the shared sheet. */
export const Statistic = z.object({
  icon: IconClass,
  volume: z.number().int().nonnegative(),
  title: z.string().min(1),
});
export type Statistic = z.infer<typeof Statistic>;

export const Statistics = z.object({
  heading: z.string().min(1),
  items: z.array(Statistic),
  more: z.object({ title: z.string().min(1), link: LinkTarget }),
});
export type Statistics = z.infer<typeof Statistics>;

/** The home quick-links grid uses the site's QuickLink (title, link, description). */
export const HomeQuickLinks = z.array(QuickLink.extend({ link: LinkTarget }));
