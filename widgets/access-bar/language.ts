import type { LanguageCode } from '../../data/i18n/languages';
import { LANGUAGE_EVENT, LANGUAGE_KEY } from '../runtime/protocol';

/** Stores the choice and announces it; the page goes to that language (see LANGUAGE_EVENT). */
export function chooseLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // The choice still applies for this page view.
  }
  const event = new CustomEvent(LANGUAGE_EVENT, { detail: { language: code }, cancelable: true });
  if (window.dispatchEvent(event)) document.documentElement.lang = code;
}
