import { firstByPath } from './first-by-path';
import { gigwPages } from './gigw-pages';
import { listingOf } from './listing-pages';
import { menuLandingAt } from './menu-landings';
import { staticPages } from './pages';
import { normalisePath } from './normalise-path';
import { site } from './site';

/**
 * The date a page's content last changed (GIGW 3.0 'last updated' per page):
 * the home page's from data/site/identity.yaml, a content page's from its section file,
 * a site page's from data/pages.ts, a menu list's landing page the latest of its entries'. The footer shows it and sitemap.xml's
 * lastmod uses it, so the two always agree.
 */
/** The pages built from other data (data/pages.ts generatedPages): when their text or data last changed. */
const generatedPageDates: Record<string, string> = {
  '/quick-links': '2026-11-20',
  '/search': '2026-11-20',
  '/events': '2026-11-18',
  '/sitemap': '2026-11-20',
  '/embed': '2026-11-20',
  '/offline': '2026-11-20',
};

type DatedRoutes = ReadonlyArray<{ path: string; lastUpdated?: string }>;

export function lastUpdatedOf(path: string, contentRoutes: DatedRoutes): string | undefined {
  const normalised = normalisePath(path);
  if (normalised === '/') return site.lastUpdated;
  const landing = menuLandingAt(normalised);
  if (landing)
    return landing.entries
      .map((entry) => lastUpdatedOf(entry.path, contentRoutes))
      .filter((date) => date !== undefined)
      .toSorted()
      .at(-1);
  return (
    firstByPath(contentRoutes, normalised)?.lastUpdated ??
    [...staticPages, ...gigwPages].find((page) => page.path === normalised)?.lastUpdated ??
    // A generated page's later pages (`/events/page/2`) share its date.
    generatedPageDates[listingOf(normalised).path]
  );
}
