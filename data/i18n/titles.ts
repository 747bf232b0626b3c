import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';
import { languagePack } from './language-packs';

export { hasTitles } from './language-packs';

/**
 * Page and menu titles in other languages (the languages contract, rule 2):
 * `titles/<lang>.json` maps a route-table path to its title, loaded with the
 * language's messages (language-packs.ts). English titles stay where they are
 * (data/site/menu.yaml, data/pages/<section>/<page>.en.yaml, data/static-pages/site.en.yaml). Found by file name, so a
 * language's file needs no code change here.
 */

/** The title of `path` in `lang`, or undefined when English, not translated or not loaded yet. */
export function titleFor(lang: LanguageCode, path: string): string | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return languagePack(lang)?.titles[path];
}

/** Titles of a menu-shaped tree (`title` and `path` at any depth) in `lang`; untranslated ones stay English. */
export function withLocalTitles<T>(value: T, lang: LanguageCode): T {
  if (lang === DEFAULT_LANGUAGE) return value;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node).map(([key, child]) => [key, walk(child)] as const);
    const record = Object.fromEntries(entries) as Record<string, unknown>;
    if (typeof record.path === 'string' && typeof record.title === 'string')
      record.title = titleFor(lang, record.path) ?? record.title;
    return record;
  };
  return walk(value) as T;
}
