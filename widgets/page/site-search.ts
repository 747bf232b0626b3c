import { staticPages } from '../../data/pages';
import type { QuickLink } from '../../data/schema/site';
import { routeIndex as routes } from 'virtual:route-index';

export interface SearchHit {
  title: string;
  link: string;
  context: string;
}

/** What the search needs in the page's language. */
export interface SearchTexts {
  /** A page's title in the language (`english` when untranslated). */
  title: (path: string, english: string) => string;
  siteInformation: string;
  quickLink: string;
  /** The quick links and footer links in the language. */
  links: QuickLink[];
}

/**
 * Searches page titles, their section names and the quick links, in the page's
 * language. Small enough to run in the browser; every word of the query must appear.
 */
export function searchSite(query: string, texts: SearchTexts): SearchHit[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const parentPath = (path: string) => path.slice(0, path.lastIndexOf('/')) || path;
  const candidates: SearchHit[] = [
    ...routes.map((route) => ({
      title: texts.title(route.path, route.title),
      link: route.path,
      context: texts.title(parentPath(route.path), route.parentTitle),
    })),
    ...staticPages.map((page) => ({
      title: texts.title(page.path, page.title),
      link: page.path,
      context: texts.siteInformation,
    })),
    ...texts.links.map((link) => ({
      title: link.title,
      link: link.link,
      context: link.description ?? texts.quickLink,
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
