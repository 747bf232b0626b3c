import type { WidgetExample } from '../core/definitions';
import type { AccessBarProps } from './props';
import { AccessBar } from './AccessBar';

/** The component the examples render; the default example is the shipped sample. */
export const component = AccessBar;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<AccessBarProps>> = {
  default: {},
  customTargets: { navigationTarget: 'site-nav', contentTarget: 'main-article' },
};
