import { englishMessage, type MessageKey } from './english';
import { languagePack } from './language-packs';
import type { LanguageCode } from './languages';
import { fillPlaceholders, type MessageParams } from './placeholders';

export type { MessageKey };

const reported = new Set<MessageKey>();

/**
 * The message `key` in `lang`, with `{name}` placeholders filled from `params`.
 * A key missing in a catalog falls back to English (the catalog test fails on it first),
 * and so does a language not loaded yet in the browser (language-packs.ts: the renderer
 * and the host wait for the language before they render in it).
 */
export function translate(lang: LanguageCode, key: MessageKey, params?: MessageParams): string {
  const message = languagePack(lang)?.messages[key] ?? englishMessage(key);
  if (message === undefined) {
    // Only a key built where host/vite/modules/english-messages-plugin.ts cannot see it comes here (tests/e2e embed each tag alone).
    if (!reported.has(key)) console.error(`The message ${key} is not loaded: name it in quotes where it is chosen.`);
    reported.add(key);
    return key;
  }
  return params ? fillPlaceholders(message, params) : message;
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `translate` bound to one language. */
export const translator =
  (lang: LanguageCode): Translate =>
  (key, params) =>
    translate(lang, key, params);
