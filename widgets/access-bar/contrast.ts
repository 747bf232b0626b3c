import { CONTRAST_KEY } from '../runtime/protocol';

/**
 * The colour scheme choice (GIGW 3.0 colour contrast option). `high` sets
 * data-contrast="high" on <html>, which recolours the page and every widget
 * (host/contrast.css, widgets/core/palette.ts). The choice is stored and the
 * pre-paint script (host/pre-paint/) applies it before the next first paint.
 */
export type Contrast = 'standard' | 'high';

/** The scheme the page shows now: the attribute, else the system's `prefers-contrast: more`. */
export function currentContrast(): Contrast {
  const chosen = document.documentElement.dataset.contrast;
  if (chosen === 'high' || chosen === 'standard') return chosen;
  return window.matchMedia?.('(prefers-contrast: more)').matches ? 'high' : 'standard';
}

export function applyContrast(contrast: Contrast): void {
  document.documentElement.dataset.contrast = contrast;
  try {
    localStorage.setItem(CONTRAST_KEY, contrast);
  } catch {
    // The scheme still applies for this page view.
  }
}
