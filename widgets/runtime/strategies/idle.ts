import type { HydrationStrategy } from './strategy';

/** Runs `callback` once the page has loaded and the main thread is idle. */
export function whenIdle(callback: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 4000 }) : setTimeout(callback, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** Hydrates once the page has loaded and the browser is idle; nothing to stop (a second load does nothing). */
export const idle: HydrationStrategy = (_element, hydrate) => whenIdle(hydrate);
