import { DOCUMENTS_CACHE, OFFLINE_PATH, PAGES_CACHE } from '../../data/offline';

export interface SavedItem {
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
  const pageRequests = (await pages.keys()).filter((request) => !new URL(request.url).pathname.endsWith(OFFLINE_PATH));
  const savedPages = await Promise.all(
    pageRequests.map(async (request) => {
      const path = new URL(request.url).pathname;
      const response = await pages.match(request);
      return { path, title: response ? pageTitle(await response.text(), path) : path };
    }),
  );
  const savedDocuments = (await documents.keys()).map((request) => {
    const path = new URL(request.url).pathname;
    return { path, title: decodeURIComponent(path.split('/').at(-1) ?? path) };
  });
  const byTitle = (a: SavedItem, b: SavedItem) => a.title.localeCompare(b.title);
  return { pages: savedPages.toSorted(byTitle), documents: savedDocuments.toSorted(byTitle) };
}
