/**
 * What the hero's pre-hydration autoplay (autoplay-before-hydration.ts) hands to the
 * React component when it hydrates: the slide it reached and whether the pointer or focus
 * is on the carousel, so hydration continues where the visitor is, without a jump.
 * Shared by both sides (a widget's own files), keyed by the carousel's `.glide` element,
 * which hydration keeps.
 */
export interface PreludeState {
  index: number;
  hovered: boolean;
  focused: boolean;
}

const preludes = new WeakMap<Element, () => PreludeState>();

/** Called by the autoplay when it starts: `stop` ends it and reports where it was. */
export function registerPrelude(root: Element, stop: () => PreludeState): void {
  preludes.set(root, stop);
}

/** Whether an autoplay runs (or ran) on this carousel. */
export const hasPrelude = (root: Element): boolean => preludes.has(root);

/** Stops the autoplay on this carousel, if one runs, and returns where it was. */
export function takeOverFromPrelude(root: Element): PreludeState | undefined {
  const stop = preludes.get(root);
  // Left registered (as stopped) so an autoplay scheduled later does not start again.
  preludes.set(root, () => ({ index: 0, hovered: false, focused: false }));
  return stop?.();
}

/** The dot of the slide in view and the others (Hero.tsx renders them; the autoplay swaps them). */
export const DOT_CLASS = {
  current: 'block h-3 w-3 rounded-full border-2 border-white bg-white',
  other: 'block h-3 w-3 rounded-full border-2 border-white bg-transparent group-hover:bg-white/60',
} as const;
