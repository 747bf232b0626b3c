import { LIVE_ATTRIBUTE } from '../protocol';
import { interaction } from './interaction';
import type { HydrationStrategy } from './strategy';
import { visible } from './visible';

/**
 * Hydrates on the first sign of interest (as `interaction`), or when one of its live parts
 * (marked `data-uni-live`: a preview that runs other widgets) comes near the viewport: a long
 * page that is mostly reading (the embed docs) ships no code until the visitor reaches one.
 */
export const live: HydrationStrategy = (element, hydrate) => {
  const parts = (element.shadowRoot ?? element).querySelectorAll(`[${LIVE_ATTRIBUTE}]`);
  let stops: Array<(() => void) | void> = [];
  const stop = () => {
    for (const each of stops) each?.();
    stops = [];
  };
  const start = () => {
    stop();
    hydrate();
  };
  stops = [interaction(element, start), ...Array.from(parts, (part) => visible(part, start))];
  return stop;
};
