import {
  CONTRAST_KEY,
  DEFAULT_TEXT_SIZE,
  TEXT_SCALE_PROPERTY,
  TEXT_SIZE_KEY,
  TEXT_SIZE_STEPS,
} from '../../widgets/runtime/protocol';
import {
  CONTRAST_SELECTOR,
  LARGER_TEXT_SELECTOR,
  NORMAL_TEXT_SELECTOR,
  SMALLER_TEXT_SELECTOR,
} from '../../widgets/access-bar/buttons';
import { widgetRoot } from '../../widgets/runtime/widget-root';

/**
 * Applies the visitor's stored text size and colour scheme before first paint, so nothing
 * jumps (the language is the URL's). The access bar's prerendered buttons say the default
 * state, and its code loads only when a visitor reaches it: until then, they say the stored
 * one (a screen reader reads them first), worked out as the access bar does
 * (widgets/access-bar/contrast.ts, text-size.ts).
 */
export function applyStoredChoices(): void {
  try {
    const steps: readonly number[] = TEXT_SIZE_STEPS;
    const size = Number(localStorage.getItem(TEXT_SIZE_KEY));
    const storedSize = size !== DEFAULT_TEXT_SIZE && steps.indexOf(size) !== -1;
    const root = document.documentElement;
    if (storedSize) root.style.setProperty(TEXT_SCALE_PROPERTY, String(size / 100));
    const contrast = localStorage.getItem(CONTRAST_KEY);
    if (contrast === 'high' || contrast === 'standard') root.dataset.contrast = contrast;
    document.addEventListener('DOMContentLoaded', () => {
      const bar = document.querySelector('uni-access-bar');
      const buttons = bar && widgetRoot(bar);
      if (!buttons) return;
      const chosen = root.dataset.contrast;
      const high = chosen ? chosen === 'high' : matchMedia('(prefers-contrast: more)').matches;
      const set = (selector: string, name: string, on: boolean) => {
        const button = buttons.querySelector<HTMLButtonElement>(selector);
        if (button && name === 'disabled') button.disabled = on;
        else if (button) button.setAttribute(name, String(on));
      };
      set(CONTRAST_SELECTOR, 'aria-pressed', high);
      set(NORMAL_TEXT_SELECTOR, 'aria-pressed', !storedSize);
      set(LARGER_TEXT_SELECTOR, 'disabled', size === steps[steps.length - 1]);
      set(SMALLER_TEXT_SELECTOR, 'disabled', size === steps[0]);
    });
  } catch {
    // Storage blocked (private mode, a sandboxed frame): the page shows the defaults.
  }
}
