/**
 * Text size steps for A+ and A-, as percentages of the browser's default root
 * font size. Everything in the kit is sized in rem, so this scales the whole page.
 */
export const TEXT_SIZE_STEPS = [87.5, 100, 112.5, 125, 137.5, 150] as const;
export const DEFAULT_TEXT_SIZE = 100;
export const TEXT_SIZE_KEY = 'uni-text-size';

export type TextSizeChange = 'larger' | 'smaller';

/** The next size one step larger or smaller, staying within the bounds. */
export function nextTextSize(current: number, change: TextSizeChange): number {
  const index = TEXT_SIZE_STEPS.findIndex((step) => step >= current);
  const at = index === -1 ? TEXT_SIZE_STEPS.length - 1 : index;
  const next = change === 'larger' ? Math.min(at + 1, TEXT_SIZE_STEPS.length - 1) : Math.max(at - 1, 0);
  return TEXT_SIZE_STEPS[next];
}

/** A stored value we can trust, or the default. */
export function parseStoredTextSize(stored: string | null): number {
  const value = Number(stored);
  return (TEXT_SIZE_STEPS as readonly number[]).includes(value) ? value : DEFAULT_TEXT_SIZE;
}

export function readTextSize(): number {
  try {
    return parseStoredTextSize(localStorage.getItem(TEXT_SIZE_KEY));
  } catch {
    return DEFAULT_TEXT_SIZE; // storage blocked (private mode, sandboxed frame)
  }
}

export function applyTextSize(size: number): void {
  document.documentElement.style.fontSize = size === DEFAULT_TEXT_SIZE ? '' : `${size}%`;
  try {
    localStorage.setItem(TEXT_SIZE_KEY, String(size));
  } catch {
    // The size still applies for this page view.
  }
}
