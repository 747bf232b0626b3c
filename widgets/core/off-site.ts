import { site } from '../../data/site';

/** The university's own domain: its sites (www, students, …) are not external. */
const ownDomain = new URL(site.siteUrl).hostname.replace(/^www\./, '');

/**
 * Whether a link leaves the university's websites (GIGW 3.0 asks such links to say so):
 * an http(s) URL of another domain, or a protocol-relative `//host` or `/\host`, which
 * browsers resolve to another host whatever the site's domain.
 */
export function isOffSite(href: string): boolean {
  if (/^\/[/\\]/.test(href)) return true;
  if (!/^https?:\/\//i.test(href)) return false;
  const host = new URL(href).hostname;
  return host !== ownDomain && !host.endsWith(`.${ownDomain}`);
}

/** The classes of the icon that follows an off-site link's text (link-marks.tsx, and links inside sanitised markup). */
export const OFF_SITE_ICON_CLASS = 'i-mdi-open-in-new ml-1 h-[0.9em] w-[0.9em]';
