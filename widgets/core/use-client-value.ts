import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value only the browser knows (storage, the location, the page's origin). The
 * server render and hydration see `serverValue`, so the markup matches; the browser
 * then renders with `read()`. `read` must return a primitive (or the same object)
 * while nothing changed, and is not watched for changes.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}

const always = () => true;

/** False on the server and during hydration, true in the browser after that. */
export function useHydrated(): boolean {
  return useClientValue(always, false);
}
