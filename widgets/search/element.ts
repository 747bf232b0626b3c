import { defineWidget } from '../core/define-widget';
import { Search } from './Search';
import { attributes } from './props';

/**
 * `<uni-search>`: the university's site search box for a department site or CMS
 * page: suggestions as you type (a keyboard-operable combobox), full results on
 * the university's search page. Nothing of the search is downloaded until the
 * visitor focuses the box.
 * @example <uni-search lang="mr"></uni-search>
 */
defineWidget({
  tag: 'uni-search',
  hydrate: 'interaction',
  component: Search,
  attributes,
});
