import { footerLinks } from '../../data/footer';
import { quickLinks } from '../../data/home/quick-links';
import { staticPages } from '../../data/pages';
import { routeIndex as routes } from 'virtual:route-index';

export interface SearchHit {
  title: string;
  link: string;
  context: string;
}

/**
 * Searches page titles, their section names and the quick links. Small enough
 * to run in the browser; every word of the query must appear.
 */
export function searchSite(query: string): SearchHit[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const candidates: SearchHit[] = [
    ...routes.map((route) => ({ title: route.title, link: route.path, context: route.parentTitle })),
    ...staticPages.map((page) => ({ title: page.title, link: page.path, context: 'Site information' })),
    ...[...quickLinks, ...footerLinks].map((link) => ({
      title: link.title,
      link: link.link,
      context: link.description ?? 'Quick link',
    })),
  ];
  const seen = new Set<string>();
  return candidates.filter((hit) => {
    const haystack = `${hit.title} ${hit.context}`.toLowerCase();
    if (!words.every((word) => haystack.includes(word)) || seen.has(hit.link)) return false;
    seen.add(hit.link);
    return true;
  });
}
