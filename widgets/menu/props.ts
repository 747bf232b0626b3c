import type { MenuItem } from '../../data/schema/menu';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

export const attributes = {
  /** current path for the active highlight (default: the page's location) */
  path: 'string',
} as const satisfies AttributeDeclarations;

/** The props <Menu> receives: its attribute and its data. */
export type MenuProps = WidgetProps<typeof attributes, MenuItem[]>;
