import { defineWidget } from '../core/define-widget';
import { Page } from './Page';

/**
 * `<uni-page>`: the site's own pages (screen-reader access, terms, privacy,
 * contact, programme levels, quick links, search results) and the 404 screen.
 * @attr path - which page to show (default: the page's location); unknown paths show 404
 * @attr query - search words for `/search` (default: the location's `q` parameter)
 * @example <uni-page path="/screen-reader-access"></uni-page>
 */
defineWidget({ tag: 'uni-page', hydrate: 'never', component: Page, attributes: { path: 'string', query: 'string' } });
