import type { HydrationStrategy } from './strategy';

/** Hydrates when the island comes within 200 px of the viewport. */
export const visible: HydrationStrategy = (element, hydrate) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      hydrate();
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
};
