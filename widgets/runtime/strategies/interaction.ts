import { keepInputUntilHydrated } from '../early-input';
import type { HydrationStrategy } from './strategy';

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Hydrates on the first sign of interest (pointer, touch or focus, or input itself); what
 * the visitor does before hydration has committed is replayed into the widget then.
 */
export const interaction: HydrationStrategy = (element, hydrate) => {
  const stop = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start);
  };
  const start = () => {
    stop();
    hydrate();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
  keepInputUntilHydrated(element, start);
  return stop;
};
