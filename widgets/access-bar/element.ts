import { defineWidget } from '../core/define-widget';
import { AccessBar } from './AccessBar';
import { attributes } from './props';

/**
 * `<uni-access-bar>`: phone and e-mail links, skip links, screen-reader page,
 * text size A+ / A- and the language selector.
 * @fires uni-languagechange - on window, when the visitor picks a language; `detail.language` is `en`, `mr` or `hi`
 */
defineWidget({
  tag: 'uni-access-bar',
  hydrate: 'interaction',
  component: AccessBar,
  attributes,
});
