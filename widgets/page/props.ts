import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

export const attributes = {
  /** which page to show (default: the page's location); unknown paths show 404 */
  path: 'string',
  /** search words for `/search` (default: the location's `q` parameter) */
  query: 'string',
} as const satisfies AttributeDeclarations;

/** The props <Page> receives: its attributes. */
export type PageProps = WidgetProps<typeof attributes>;
