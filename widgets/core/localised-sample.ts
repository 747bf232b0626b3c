import { use } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localisedPath, type LanguageCode } from '../../data/i18n/languages';
import { isKitFilePath } from './asset-url';

/**
 * The bundled sample of a data-driven widget in the widget's language (the
 * languages contract, rule 3): the translated data file when one exists, loaded
 * only when a widget needs that language, so an English page never downloads
 * Marathi data. Embedder JSON is never translated: it is shown as given.
 */
export type TranslatedSample<D> = (lang: LanguageCode) => Promise<D> | undefined;

/** Every translated sample declared so far: the prerenderer loads them all before rendering. */
const declared = new Set<TranslatedSample<unknown>>();

/** Declares how a sample is found in another language (undefined: not translated). */
export function translatedSample<D>(find: TranslatedSample<D>): TranslatedSample<D> {
  declared.add(find);
  return find;
}

/**
 * From `import.meta.glob('../../data/home/* /events.ts', { import: 'events' })`: the
 * file in the language's folder. A translation file added later needs no code change.
 */
export function fromLanguageFolders<D>(modules: Record<string, () => Promise<D>>): TranslatedSample<D> {
  return translatedSample((lang) => {
    const entry = Object.entries(modules).find(([file]) => file.split('/').at(-2) === lang);
    return entry?.[1]();
  });
}

type Tracked<D> = Promise<D> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: D };

const cache = new WeakMap<TranslatedSample<any>, Map<LanguageCode, Tracked<any> | null>>();

/** Starts (once) loading a language's sample; null when that language has no translated file. */
function load<D>(translated: TranslatedSample<D>, lang: LanguageCode): Tracked<D> | null {
  let byLang = cache.get(translated);
  if (!byLang) cache.set(translated, (byLang = new Map()));
  if (!byLang.has(lang)) {
    const pending = translated(lang) as Tracked<D> | undefined;
    if (pending) {
      // React's `use` reads these fields: a loaded sample renders synchronously (prerender, hydration).
      pending.status = 'pending';
      pending.then(
        (value) => Object.assign(pending, { status: 'fulfilled', value }),
        () => Object.assign(pending, { status: 'rejected' }),
      );
    }
    byLang.set(lang, pending ?? null);
  }
  return byLang.get(lang)!;
}

/** The sample in `lang` and whether it is translated; suspends while a translation loads. */
export function useLocalisedSample<D>(
  sample: D,
  translated: TranslatedSample<D> | undefined,
  lang: LanguageCode,
): { data: D; dataLang: LanguageCode } {
  const pending = lang === DEFAULT_LANGUAGE || !translated ? null : load(translated, lang);
  if (!pending || pending.status === 'rejected') return { data: sample, dataLang: DEFAULT_LANGUAGE };
  return { data: use(pending as Promise<D>), dataLang: lang };
}

/** Loads every language of every declared sample: the prerenderer then renders any page synchronously. */
export async function preloadSamples(): Promise<void> {
  const loads = [...declared].flatMap((translated) =>
    LANGUAGE_CODES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) => load(translated, lang)),
  );
  await Promise.allSettled(loads);
}

/**
 * Page links of the sample (`link`, `href` and `path` values that are site pages,
 * at any depth) in the language: `/about` -> `/mr/about`. Files stay as they are.
 */
export function withLanguageLinks<T>(value: T, lang: LanguageCode): T {
  if (lang === DEFAULT_LANGUAGE) return value;
  const isPage = (text: string, key: string) =>
    (key === 'link' || key === 'href' || key === 'path') &&
    text.startsWith('/') &&
    !text.startsWith('//') &&
    !isKitFilePath(text);
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object')
      return Object.fromEntries(
        Object.entries(node).map(([key, child]) => [
          key,
          typeof child === 'string' ? (isPage(child, key) ? localisedPath(lang, child) : child) : walk(child),
        ]),
      );
    return node;
  };
  return walk(value) as T;
}
