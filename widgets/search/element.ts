import { defineWidget } from '../core/define-widget';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';
import { Search } from './Search';

const attributes = {
  /** URL the form submits `q` to (default: the university's `/search`, in the widget's language) */
  action: 'string',
  /** at most this many suggestions while typing */
  limit: { type: 'number', default: 8 },
} as const satisfies AttributeDeclarations;

/** The props <Search> receives: its attributes. */
export type SearchProps = WidgetProps<typeof attributes>;

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
