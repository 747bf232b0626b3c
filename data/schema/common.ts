import { z } from 'zod';
import { FILE_PATH, HREF, IMAGE_SRC, SITE_PATH } from '../paths.ts';

/**
 * The URL fields of every schema, written once: each accepts only a root-relative path of
 * the site or an http(s) URL (links also `mailto:` and `tel:`), never `javascript:`, `data:`
 * or a protocol-relative `//host` or `/\host` (data/paths.ts has the rules).
 */

/** A page path of the site, e.g. `/about/history` (data/paths.ts). */
export const SitePath = z.string().regex(SITE_PATH, 'must be a site path like /about/history');

/** A path to a file we ship (public/...), e.g. '/docs/about/annual-report.pdf'. */
export const FilePath = z.string().regex(FILE_PATH, 'must be a file path like /docs/news/circular.pdf');

/** A link: a site path ('/docs/x.pdf', '/about') or an absolute http(s), mailto or tel URL. */
export const Href = z
  .string()
  .regex(HREF, 'must be a site path like /docs/a.pdf or an absolute URL (https://, mailto: or tel:)');
export type Href = z.infer<typeof Href>;

/** An absolute web address: http or https only. */
export const WebUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute URL starting with https://' });

/** An image: a path on the site or an https URL. */
export const ImageSrc = z.string().regex(IMAGE_SRC, 'must be a site path like /images/a.webp or an https URL');

/** An icon of the shared stylesheet: `i-mdi-*` (Material Design Icons) or `i-simple-icons-*` (brands). */
export const IconClass = z
  .string()
  .regex(/^i-(mdi|simple-icons)-[a-z0-9-]+$/, 'must be an i-mdi-* or i-simple-icons-* icon class');
