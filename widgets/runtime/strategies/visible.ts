import { LIVE_ATTRIBUTE } from '../protocol';
import type { HydrationStrategy } from './strategy';

/** Hydrates when the island, or any of its live parts (`data-uni-live`: strategies/live.ts), comes within 200 px of the viewport. */
export const visible: HydrationStrategy = (element, hydrate) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      hydrate();
    },
    { rootMargin: '200px' },
  );
  const parts = (element.shadowRoot ?? element).querySelectorAll(`[${LIVE_ATTRIBUTE}]`);
  for (const target of parts.length ? parts : [element]) observer.observe(target);
  return () => observer.disconnect();
};
