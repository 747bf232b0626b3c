import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

export const attributes = {
  /** URL the search form submits `q` to (in the widget's language) */
  searchAction: { type: 'string', default: '/search' },
} as const satisfies AttributeDeclarations;

/** The props <Header> receives: its attribute. */
export type HeaderProps = WidgetProps<typeof attributes>;
