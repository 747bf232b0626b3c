import { z } from 'zod';
import { SITE_PATH } from '../paths';

/** A page path of the site, e.g. `/about/history` (data/paths.ts). */
export const SitePath = z.string().regex(SITE_PATH, 'must be a site path like /about/history');

/** An icon of the shared stylesheet: `i-mdi-*` (Material Design Icons) or `i-simple-icons-*` (brands). */
export const IconClass = z
  .string()
  .regex(/^i-(mdi|simple-icons)-[a-z0-9-]+$/, 'must be an i-mdi-* or i-simple-icons-* icon class');
