import { isLanguage, localisedPath, splitLanguagePath, type LanguageCode } from '../../data/i18n/languages';
import { LANGUAGE_EVENT } from './protocol';

/**
 * The visitor's language choice, announced by the access bar's selector (LANGUAGE_EVENT):
 * `go` receives the same page in that language (path, query and fragment) and takes it over
 * from the default. The host listens before its app has started (host/main.tsx) and in it
 * (host/language-switch.ts); returns what stops listening.
 */
export function onLanguageChoice(go: (to: string, language: LanguageCode) => void): () => void {
  const onChoice = (event: Event) => {
    const code = (event as CustomEvent<{ language?: string }>).detail?.language;
    if (!isLanguage(code)) return;
    event.preventDefault();
    const { path } = splitLanguagePath(window.location.pathname);
    go(localisedPath(code, path) + window.location.search + window.location.hash, code);
  };
  window.addEventListener(LANGUAGE_EVENT, onChoice);
  return () => window.removeEventListener(LANGUAGE_EVENT, onChoice);
}
