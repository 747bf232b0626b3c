import { routes } from '../../data/routes';
import { defineWidget } from '../core/define-widget';
import { ContentPage } from './ContentPage';

/**
 * `<uni-content-page>`: a university content page (spec 2.5): 'Related Pages'
 * sidebar, breadcrumb 'Home >> {parent} : {title}', the active item's content
 * and its 'Updates/News'. Each sidebar item links to its own path; the item
 * whose path is the current one is active (item 1 on a page's root path).
 * @attr path - the content path to show (default: the page's location)
 * @example <uni-content-page path="/about/history"></uni-content-page>
 * @attr src - URL of JSON: an array of route entries `{ id, path, title, parentTitle, contents, sidebarItems }`
 *   (data/schema/content.ts) to use instead of the site's route table; a child
 *   `<script type="application/json">` with the same array works too.
 */
defineWidget({
  tag: 'uni-content-page',
  component: ContentPage,
  attributes: { path: 'string' },
  data: { sample: routes, schema: () => import('../../data/schema/content').then((m) => m.RouteEntry.array()) },
});
