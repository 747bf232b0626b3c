import type { MessageKey } from '../../../data/i18n/translate';

/**
 * What the search results page's two renderers share: the React component (widgets/page/SearchResults.tsx,
 * after a client-side navigation) and the page's own small script (widgets/page/search-page/paint-results.ts, on the
 * prerendered page, so its results paint without React). One definition of each, so the two
 * show the same thing the same way.
 */

/**
 * Results shown at first, and added by each "Show more results": ten, as most search
 * engines show. Each result's passage is a download of its own (its text file), so the
 * first page of a common word stays under 150 KB gzip at 10,000 pages (npm run bench).
 */
export const RESULTS_PAGE = 10;

/** The classes of each part of a result list (the widget stylesheet has them: uno.config.ts scans widgets/). */
export const RESULT_CLASSES = {
  list: 'm-0 list-none space-y-5 p-0',
  title: 'visible-focus rounded text-lg font-semibold text-brand underline',
  section: 'm-0 text-sm text-gray-700',
  passage: 'm-0 mt-1 text-sm',
  mark: 'rounded-sm bg-yellow-200 px-0.5 text-gray-900',
  more: 'visible-focus rounded border border-brand px-3 py-1.5 text-brand hover:bg-brand hover:text-white',
  siteMapLink: 'visible-focus rounded text-brand underline',
} as const;

/** The messages the page's script shows, which the prerender writes into the page in its language (`SEARCH_TEXTS_ID`). */
export const SEARCH_PAGE_MESSAGES = [
  'search.loading',
  'search.resultsOne',
  'search.resultsMany',
  'search.none',
  'search.loadError',
  'search.siteMapLink',
  'search.document',
  'search.more',
] as const satisfies readonly MessageKey[];
export type SearchPageMessage = (typeof SEARCH_PAGE_MESSAGES)[number];

/** The page's texts for its script: those messages, and the site map's address in the page's language. */
export interface SearchPageTexts {
  messages: Record<SearchPageMessage, string>;
  siteMap: string;
}

/** The words of `/search?q=`, as the address gives them. */
export const locationQuery = (): string => new URLSearchParams(window.location.search).get('q') ?? '';

/** The `<script type="application/json">` holding the `SearchPageTexts` of a prerendered search page. */
export const SEARCH_TEXTS_ID = 'uni-search-texts';
/** The one holding what the page knows of its language's index (`SearchPageIndex`, widgets/page/search-page/query-chunks.ts). */
export const SEARCH_CHUNKS_ID = 'uni-search-chunks';
