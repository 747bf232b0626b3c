import en from './messages/en.json';
import { languagePack } from './language-packs';
import type { LanguageCode } from './languages';

/** Every interface string has a key in the English catalog; the other catalogs mirror it. */
export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;

/**
 * The message `key` in `lang`, with `{name}` placeholders filled from `params`.
 * A key missing in a catalog falls back to English (the catalog test fails on it first),
 * and so does a language not loaded yet in the browser (language-packs.ts: the renderer
 * and the host wait for the language before they render in it).
 */
export function translate(lang: LanguageCode, key: MessageKey, params?: MessageParams): string {
  const message = languagePack(lang)?.messages[key] ?? en[key];
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `translate` bound to one language. */
export const translator =
  (lang: LanguageCode): Translate =>
  (key, params) =>
    translate(lang, key, params);
