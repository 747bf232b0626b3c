import { defineWidget } from '../core/define-widget';
import { ContentPage } from './ContentPage';
import { languageOf, splitLanguagePath } from '../../data/i18n/languages';
import { inheritedLanguage } from '../core/i18n';
import { loadPageData } from './route-store';
import { attributes } from './props';

// A prerendered page hydrates only with its content at hand: load the page data of the
// content pages already on the page, in their language, before the element is defined (and so upgraded).
if (typeof document !== 'undefined') {
  await Promise.all(
    Array.from(document.querySelectorAll('uni-content-page'), (element) =>
      loadPageData(
        splitLanguagePath(element.getAttribute('path') ?? location.pathname).path,
        languageOf(inheritedLanguage(element)),
      ),
    ),
  );
}

/**
 * `<uni-content-page>`: a university content page (spec 2.5): 'Related Pages'
 * sidebar, breadcrumb 'Home >> {parent} : {title}', the active item's content
 * and its 'Updates/News'. Each sidebar item links to its own path; the item
 * whose path is the current one is active (item 1 on a page's root path).
 * @example <uni-content-page path="/about/history"></uni-content-page>
 */
defineWidget({
  tag: 'uni-content-page',
  hydrate: 'interaction',
  component: ContentPage,
  attributes,
  /**
   * URL of JSON: an array of route entries `{ id, path, title, parentTitle, contents, sidebarItems }`
   * (data/schema/content.ts) to use instead of the site's route table; a child
   * `<script type="application/json">` with the same array works too.
   */
  // The sample is empty: the content of the site loads page by page (route-store.ts).
  data: { sample: [], schema: () => import('../../data/schema/content').then((m) => m.RouteEntry.array()) },
});
