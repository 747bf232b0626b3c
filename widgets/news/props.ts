import type { FeedNewsRow } from '../../data/schema/json-feed';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

export const attributes = {
  /** how many rows to show (default: all) */
  limit: 'number',
  /** the heading above the table (default: 'Daily News' in the widget's language) */
  heading: 'string',
} as const satisfies AttributeDeclarations;

/** The props <News> receives: its attributes and its data. */
export type NewsProps = WidgetProps<typeof attributes, FeedNewsRow[]>;
