import type { QuickLink } from '../../data/schema/site';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

export const attributes = {
  /** the page the footer is on, for its last-updated date (default: the page's location) */
  path: 'string',
} as const satisfies AttributeDeclarations;

/** The props <Footer> receives: its attribute and its data. */
export type FooterProps = WidgetProps<typeof attributes, QuickLink[]>;
