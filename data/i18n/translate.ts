import en from './messages/en.json';
import hi from './messages/hi.json';
import mr from './messages/mr.json';
import type { LanguageCode } from './languages';

/** Every interface string has a key in the English catalog; the other catalogs mirror it. */
export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;

export const catalogs: Record<LanguageCode, Partial<Catalog>> = { en, mr, hi };

/**
 * The message `key` in `lang`, with `{name}` placeholders filled from `params`.
 * A key missing in a catalog falls back to English (the catalog test fails on it first).
 */
export function translate(lang: LanguageCode, key: MessageKey, params?: MessageParams): string {
  const message = catalogs[lang][key] ?? en[key];
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
