import type { MessageKey } from './english';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages';

/**
 * A language's interface messages and page titles (messages/<lang>.json, titles/<lang>.json).
 *
 * In the browser a language other than English loads when something first needs it
 * (`loadLanguage`): an English page, or a widget embedded on one, never downloads the
 * Marathi and Hindi files (they were most of every widget's shared code). The widget
 * renderer and the host app wait for a language before they render in it. On the
 * server (the prerender, feeds, the search index, the unit tests) every language is
 * at hand from the start (the module waits for them when `import.meta.env.SSR`; the
 * client bundle drops that line).
 */
type Messages = Partial<Record<MessageKey, string>>;
type Titles = Record<string, string>;
export interface LanguagePack {
  messages: Messages;
  /** Route-table path -> title (English titles stay in the data files). */
  titles: Titles;
}

const lazyMessages = import.meta.glob<Messages>(['./messages/*.json', '!./messages/en.json'], { import: 'default' });
const lazyTitles = import.meta.glob<Titles>('./titles/*.json', { import: 'default' });
const messagesFile = (lang: LanguageCode) => `./messages/${lang}.json`;
const titlesFile = (lang: LanguageCode) => `./titles/${lang}.json`;

// English messages are data/i18n/english.ts's (in the browser, a namespace at a time); English titles stay in the data files.
const packs = new Map<LanguageCode, LanguagePack>([[DEFAULT_LANGUAGE, { messages: {}, titles: {} }]]);
const pending = new Map<LanguageCode, Promise<void>>();

/** The language's messages and titles, if loaded. */
export const languagePack = (lang: LanguageCode): LanguagePack | undefined => packs.get(lang);

/** Whether `lang` has a titles file at all (known without loading it). */
export const hasTitles = (lang: LanguageCode): boolean => titlesFile(lang) in lazyTitles;

/** Loads a language's files once; a failed load may be tried again. */
export function loadLanguage(lang: LanguageCode): Promise<void> {
  if (packs.has(lang)) return Promise.resolve();
  let loading = pending.get(lang);
  if (!loading) {
    const messages = lazyMessages[messagesFile(lang)]?.() ?? Promise.resolve({});
    const titles = lazyTitles[titlesFile(lang)]?.() ?? Promise.resolve({});
    loading = Promise.all([messages, titles]).then(
      ([loadedMessages, loadedTitles]) => {
        packs.set(lang, { messages: loadedMessages, titles: loadedTitles });
      },
      (error: unknown) => {
        pending.delete(lang);
        throw error;
      },
    );
    pending.set(lang, loading);
  }
  return loading;
}

// The server renders any language at any time, synchronously: it has them all before anything runs.
if (import.meta.env.SSR) await Promise.all(LANGUAGE_CODES.map(loadLanguage));

/**
 * The language gate, the one place that asks "are these languages loaded?": undefined when every
 * one of `langs` is (render in them now, synchronously), else the load it starts, a promise that
 * settles once they all are. It never rejects: a language that fails to load is logged, and its
 * texts show in English.
 */
export function languagesLoading(langs: Iterable<LanguageCode>): Promise<void> | undefined {
  const missing = [...new Set(langs)].filter((lang) => !packs.has(lang));
  if (missing.length === 0) return undefined;
  // Every load settled, not the first failure: nothing may render while another language still loads.
  return Promise.allSettled(missing.map(loadLanguage)).then((results) => {
    for (const result of results) {
      if (result.status === 'rejected') {
        const error: unknown = result.reason;
        console.error(
          `A language's messages could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  });
}
