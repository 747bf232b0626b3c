import { keepInputUntilHydrated } from '../early-input';
import type { HydrationStrategy } from './strategy';

// No `touchstart`: every browser that runs the loader's syntax (`??`, `?.`) has pointer events,
// and a touch's `pointerdown` comes before its `touchstart`.
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Hydrates on the first sign of interest (pointer, touch or focus, or input itself); what
 * the visitor does before hydration has committed is replayed into the widget then. Focus
 * already inside the widget is interest too: a keyboard visitor on a slow phone can tab into the
 * search box before the page's scripts run, and no focus event would come again.
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
  if (element.matches(':focus-within')) start();
  return stop;
};
