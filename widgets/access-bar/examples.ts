import { AccessBar, type AccessBarProps } from './AccessBar';

/** The component the examples render; the default example is the shipped sample. */
export const component = AccessBar;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, AccessBarProps> = {
  default: {},
  customTargets: { navigationTarget: 'site-nav', contentTarget: 'main-article' },
};
