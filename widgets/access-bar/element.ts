import { defineWidget } from '../core/define-widget';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';
import { AccessBar } from './AccessBar';

const attributes = {
  /** id of the light-DOM element `To Navigation` focuses */
  navigationTarget: { type: 'string', default: 'navigation' },
  /** id of the light-DOM element `To Content` focuses */
  contentTarget: { type: 'string', default: 'content' },
} as const satisfies AttributeDeclarations;

/** The props <AccessBar> receives: its attributes. */
export type AccessBarProps = WidgetProps<typeof attributes>;

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
