import type en from './messages/en.json';

/** Every interface string has a key in the English catalog (messages/en.json); the other catalogs mirror it. */
export type MessageKey = keyof typeof en;
type Messages = Partial<Record<MessageKey, string>>;

/**
 * The English messages, the text of every key and the fallback of every other language.
 *
 * In the browser they arrive a namespace at a time (the part of a key before its first
 * dot: `events.heading` is in `events`): host/vite/modules/english-messages-plugin.ts gives every
 * module that names a key an import of its namespace, which adds it here. An embedded
 * `<uni-events>` so downloads the events' words, not the whole site's (the catalog was most
 * of the widget code besides React). On the server (the prerender, feeds, the search index,
 * the unit tests) the whole catalog is here from the start.
 */
const english: Messages = {};

/** Called by the plugin's namespace modules. */
export function addEnglish(messages: Messages): void {
  Object.assign(english, messages);
}

if (import.meta.env.SSR) addEnglish((await import('./messages/en.json')).default);

/** The English text of `key`, if its namespace is loaded (it always is where the key is named). */
export const englishMessage = (key: MessageKey): string | undefined => english[key];
