import { DEFAULT_LANGUAGE, isLanguage, languageOf, type LanguageCode } from '../data/i18n/languages';
import { LANGUAGE_KEY } from '../widgets/runtime/protocol';

/**
 * Marathi or Hindi, when the browser prefers it most, the visitor never chose a
 * language here and the page is in another one. English is never offered: it is
 * the default every page links back to, and offering it would start the host app
 * (and download every widget's code) for most visitors of /mr and /hi. Kept apart from the offer's React component so
 * a prerendered page can ask cheaply whether to start the host app for it.
 */
export function offeredLanguage(current: LanguageCode): LanguageCode | undefined {
  try {
    if (isLanguage(localStorage.getItem(LANGUAGE_KEY))) return undefined;
  } catch {
    return undefined;
  }
  const preferred = navigator.languages.map(languageOf).find((code) => code !== undefined);
  return preferred && preferred !== DEFAULT_LANGUAGE && preferred !== current ? preferred : undefined;
}
