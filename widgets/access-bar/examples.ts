import type { AccessBarProps } from './AccessBar';

/** Named examples: they feed the tests and the embed documentation. */
export const examples: Record<string, AccessBarProps> = {
  default: {},
  customTargets: { navigationTarget: 'site-nav', contentTarget: 'main-article' },
};
