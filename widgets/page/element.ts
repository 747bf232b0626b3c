import { splitLanguagePath } from '../../data/i18n/languages';
import { OFFLINE_PATH } from '../../data/offline';
import { defineWidget } from '../core/define-widget';
import { Page } from './Page';
import { attributes } from './props';

/**
 * Site pages that work in the browser hydrate once the page is idle: the feedback form (so
 * the page it concerns, `?page=`, is filled in before the visitor starts) and the offline
 * page (it lists the pages and documents this browser has saved). Every other site page's
 * prerendered HTML is final; the search page is prerendered without a query, and its results
 * are painted by its own small script (search-page/paint-results.ts), not by this widget.
 */
const INTERACTIVE_PAGES: ReadonlySet<string> = new Set(['/feedback', OFFLINE_PATH]);

/**
 * `<uni-page>`: the site's own pages (screen-reader access, terms, privacy,
 * contact, programme levels, quick links, search results) and the 404 screen.
 * @example <uni-page path="/screen-reader-access"></uni-page>
 */
defineWidget({
  tag: 'uni-page',
  hydrate: ({ path }) => {
    const page = typeof path === 'string' ? splitLanguagePath(path).path : undefined;
    return page && INTERACTIVE_PAGES.has(page) ? 'idle' : 'never';
  },
  component: Page,
  attributes,
});
