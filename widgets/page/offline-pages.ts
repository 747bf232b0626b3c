import { DOCUMENTS_CACHE, PAGES_CACHE, savedLink, savedPageLink } from '../../data/offline';

export interface SavedItem {
  /** The link: a path of this site (savedLink), never a saved URL as it was. */
  path: string;
  title: string;
}

/** The page's own title, without the site name every title ends with. */
function pageTitle(html: string, fallback: string): string {
  const title = new DOMParser().parseFromString(html, 'text/html').title.trim();
  return title.split(' | ')[0] || fallback;
}

/**
 * What this browser keeps for reading offline: the pages opened before (with their
 * titles, read from the saved HTML) and the documents opened. Empty where there is
 * no Cache Storage (an embedding page, an old browser, a private window).
 */
export async function savedForOffline(): Promise<{ pages: SavedItem[]; documents: SavedItem[] }> {
  if (typeof caches === 'undefined') return { pages: [], documents: [] };
  const [pages, documents] = await Promise.all([caches.open(PAGES_CACHE), caches.open(DOCUMENTS_CACHE)]);
  // Only keys that are pages or documents of this site become links: anything can be in
  // Cache Storage (a `//evil.example/…` path once served as a page), and a link is followed.
  const linked = (requests: readonly Request[], linkTo: (cacheKey: string, origin: string) => string | undefined) =>
    requests.flatMap((request) => {
      const path = linkTo(request.url, location.origin);
      return path === undefined ? [] : [{ request, path }];
    });
  const savedPages = await Promise.all(
    linked(await pages.keys(), savedPageLink).map(async ({ request, path }) => {
      const response = await pages.match(request);
      return { path, title: response ? pageTitle(await response.text(), path) : path };
    }),
  );
  const savedDocuments = linked(await documents.keys(), savedLink).map(({ path }) => ({
    path,
    title: decodeURIComponent(path.split('/').at(-1) ?? path),
  }));
  const byTitle = (a: SavedItem, b: SavedItem) => a.title.localeCompare(b.title);
  return { pages: savedPages.toSorted(byTitle), documents: savedDocuments.toSorted(byTitle) };
}
