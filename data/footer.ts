import footer from './site/footer.yaml';
import type { QuickLink } from './schema/site';

/**
 * The footer (data/site/footer.yaml; translated in data/site/<lang>/footer.yaml): quick links
 * (spec 2.3: 20 links in 4 columns), each pointing to its own entry on /quick-links, which
 * says what the resource is and links out where an official site exists; then the pages every
 * footer shows (spec 2.3's three, then what GIGW 3.0 asks every page to link).
 */
export const footerLinks: QuickLink[] = footer.quickLinks;

export const footerPolicyLinks: QuickLink[] = footer.policyLinks;

export const footerColumnCount = 4;

/** An entry's anchor on /quick-links: its English title in lower case, words joined by `-`. */
export const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
