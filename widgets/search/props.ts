import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

export const attributes = {
  /** URL the form submits `q` to (default: the university's `/search`, in the widget's language) */
  action: 'string',
  /** at most this many suggestions while typing */
  limit: { type: 'number', default: 8 },
} as const satisfies AttributeDeclarations;

/** The props <Search> receives: its attributes. */
export type SearchProps = WidgetProps<typeof attributes>;
