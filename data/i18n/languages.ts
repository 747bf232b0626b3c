/**
 * The site's languages (docs/developers/languages.md). English is the default and lives at
 * the site root; every other language lives under its own prefix (`/mr/about`).
 * To add a language: add it here, add `messages/<code>.json` and `titles/<code>.json`.
 * `script` (ISO 15924) says which font a language's pages need: a Devanagari language's
 * pages preload the site's Devanagari face, and the face is cut to its texts too.
 */
export const LANGUAGES = [
  { code: 'en', label: 'English', locale: 'en-IN', script: 'Latn' },
  { code: 'mr', label: 'मराठी', locale: 'mr-IN', script: 'Deva' },
  { code: 'hi', label: 'हिन्दी', locale: 'hi-IN', script: 'Deva' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: LanguageCode[] = LANGUAGES.map((language) => language.code);
/** The languages written in Devanagari (`mr`, `hi`). */
export const DEVANAGARI_LANGUAGE_CODES: LanguageCode[] = LANGUAGES.filter((language) => language.script === 'Deva').map(
  (language) => language.code,
);

export function isLanguage(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** `mr-IN`, `MR`, `mr` -> `mr`; anything the site does not speak -> undefined. */
export function languageOf(tag: string | null | undefined): LanguageCode | undefined {
  const base = tag?.trim().toLowerCase().split('-')[0];
  return isLanguage(base) ? base : undefined;
}

export const localeOf = (lang: LanguageCode): string => LANGUAGES.find((language) => language.code === lang)!.locale;

/** `/mr/about` -> `{ lang: 'mr', path: '/about' }`; `/mr` -> `/`; `/about` -> English. */
export function splitLanguagePath(pathname: string): { lang: LanguageCode; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE)
    return { lang: match[1], path: match[2] && match[2] !== '/' ? match[2] : '/' };
  return { lang: DEFAULT_LANGUAGE, path: pathname };
}

/** The same page in another language: `('mr', '/about')` -> `/mr/about`, `('mr', '/')` -> `/mr`. */
export function localisedPath(lang: LanguageCode, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  if (path === '/' || path === '') return `/${lang}`;
  // A path already in the language stays as it is: data localised once (withLanguageLinks) may
  // reach a link that localises again.
  if (path === `/${lang}` || path.startsWith(`/${lang}/`)) return path;
  return path.startsWith('/') ? `/${lang}${path}` : path;
}
