import { interaction } from './interaction';
import type { HydrationStrategy } from './strategy';
import { visible } from './visible';

/**
 * Hydrates on the first sign of interest (as `interaction`), or when one of its live parts
 * (marked `data-uni-live`: a preview that runs other widgets) comes near the viewport
 * (`visible` watches those parts): a long page that is mostly reading (the embed docs) ships
 * no code until the visitor reaches one. Loading a tag twice loads it once.
 */
export const live: HydrationStrategy = (element, hydrate) => {
  const stops = [interaction(element, hydrate), visible(element, hydrate)];
  return () => stops.forEach((stop) => stop?.());
};
