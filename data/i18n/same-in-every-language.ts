import type { MessageKey } from './translate';

/**
 * Messages that are rightly the same in English, Marathi and Hindi (true loan
 * words, names, abbreviations), each with the reason. The catalog test accepts a
 * translation equal to the English only for these keys, and for messages with no
 * letters at all (placeholders and punctuation, such as `{page} | {site}`).
 */
export const SAME_IN_EVERY_LANGUAGE: Partial<Record<MessageKey, string>> = {};
