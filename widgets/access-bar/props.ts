import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

export const attributes = {
  /** id of the light-DOM element `To Navigation` focuses */
  navigationTarget: { type: 'string', default: 'navigation' },
  /** id of the light-DOM element `To Content` focuses */
  contentTarget: { type: 'string', default: 'content' },
} as const satisfies AttributeDeclarations;

/** The props <AccessBar> receives: its attributes. */
export type AccessBarProps = WidgetProps<typeof attributes>;
