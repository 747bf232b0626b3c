import { DEFAULT_TEXT_SIZE, TEXT_SCALE_PROPERTY, TEXT_SIZE_KEY, TEXT_SIZE_STEPS } from '../runtime/protocol';

/**
 * The text-size control's whole API (A+ and A- use it; a reset button or an
 * announcement can build on it):
 * - sizes are percentages, one of `TEXT_SIZE_STEPS`, `DEFAULT_TEXT_SIZE` being 100;
 * - `nextTextSize` steps within the bounds; `readTextSize` gives the stored choice;
 * - `applyTextSize` sets the size for the whole page and remembers it.
 *
 * A size is applied as one custom property on the document root,
 * `--uni-text-scale` (1.125 for 112.5 %). It inherits into every widget's shadow
 * root, where it scales the kit's rem (widgets/core/kit-rem.ts), and the host
 * site's stylesheet scales its own root font size from it. A page that embeds the
 * widgets keeps its own root font size whatever this control does.
 */

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

/** The size now applied to the page, as a percentage. */
export function appliedTextSize(): number {
  const scale = Number(document.documentElement.style.getPropertyValue(TEXT_SCALE_PROPERTY) || 1);
  return Math.round(scale * 1000) / 10;
}

/** Applies a size to the whole page (every widget and the host site) and remembers it. */
export function applyTextSize(size: number): void {
  const root = document.documentElement.style;
  if (size === DEFAULT_TEXT_SIZE) root.removeProperty(TEXT_SCALE_PROPERTY);
  else root.setProperty(TEXT_SCALE_PROPERTY, String(size / 100));
  try {
    localStorage.setItem(TEXT_SIZE_KEY, String(size));
  } catch {
    // The size still applies for this page view.
  }
}
