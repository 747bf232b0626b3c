import { defineWidget } from '../core/define-widget';
import { AccessBar } from './AccessBar';

/**
 * `<uni-access-bar>`: phone and e-mail links, skip links, screen-reader page,
 * text size A+ / A- and the language selector.
 * @attr navigation-target - id of the light-DOM element `To Navigation` focuses (default `navigation`)
 * @fires uni-languagechange - on window, when the visitor picks a language; `detail.language` is `en`, `mr` or `hi`
 * @attr content-target - id of the light-DOM element `To Content` focuses (default `content`)
 */
defineWidget({
  tag: 'uni-access-bar',
  hydrate: 'interaction',
  component: AccessBar,
  attributes: { navigationTarget: 'string', contentTarget: 'string' },
});
