import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

/**
 * Page and menu titles in other languages (the languages contract, rule 2):
 * `titles/<lang>.json` maps a route-table path to its title. English titles stay
 * where they are (data/menu.ts, data/content/*.ts, data/pages.ts). Found by file
 * name, so a language's file needs no code change here.
 */
const files = import.meta.glob<Record<string, string>>('./titles/*.json', { eager: true, import: 'default' });
const titles = new Map(Object.entries(files).map(([file, map]) => [file.replace(/^.*\/|\.json$/g, ''), map] as const));

/** The title of `path` in `lang`, or undefined when English or not translated. */
export function titleFor(lang: LanguageCode, path: string): string | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return titles.get(lang)?.[path];
}

/** Whether `lang` has a titles file at all. */
export const hasTitles = (lang: LanguageCode) => titles.has(lang);

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
