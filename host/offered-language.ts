import { LANGUAGE_KEY, isLanguage, languageOf, type LanguageCode } from '../data/i18n/languages';

/**
 * The site language the browser prefers most, if the visitor never chose one
 * here and it is not the page's. Kept apart from the offer's React component so
 * a prerendered page can ask cheaply whether to start the host app for it.
 */
export function offeredLanguage(current: LanguageCode): LanguageCode | undefined {
  try {
    if (isLanguage(localStorage.getItem(LANGUAGE_KEY))) return undefined;
  } catch {
    return undefined;
  }
  const preferred = navigator.languages.map(languageOf).find((code) => code !== undefined);
  return preferred && preferred !== current ? preferred : undefined;
}
