export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'mr', label: 'मराठी' },
  { code: 'hi', label: 'हिन्दी' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_KEY = 'uni-language';
/** Fired on window when the visitor picks a language, so widgets can follow it. */
export const LANGUAGE_EVENT = 'uni-languagechange';

export function isLanguage(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function readLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export function applyLanguage(code: LanguageCode): void {
  document.documentElement.lang = code;
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // The choice still applies for this page view.
  }
  window.dispatchEvent(new CustomEvent(LANGUAGE_EVENT, { detail: { language: code } }));
}
