import { defineWidget } from '../core/define-widget';
import { ContentPage } from './ContentPage';
import { serverPageData } from './route-store';
import { attributes } from './props';

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
  // A prerendered page hydrates only with its content at hand.
  hydrationData: serverPageData,
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
