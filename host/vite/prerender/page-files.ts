import { DEFAULT_LANGUAGE, splitLanguagePath } from '../../../data/i18n/languages.ts';

/**
 * Where the prerender writes each page in dist/, which the preview server, the headers and the
 * servers' configurations (host/vite/servers/site-rules.ts) then serve: one module, so none of them
 * imports the prerender plugin for a file name.
 */
export const SHELL_FILE = 'shell.html';
export const NOT_FOUND_FILE = '404.html';

/** Where a prerendered path is written: `/` as index.html, `/a/b` as a/b.html (how `vite preview` and most static hosts look them up). */
export const fileForPath = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The 404 page and the search page (the shell file) of a location's language: `404.html`, `mr/404.html`, ... */
export function languageFile(location: string, file: string): string {
  const { lang } = splitLanguagePath(location);
  return lang === DEFAULT_LANGUAGE ? file : `${lang}/${file}`;
}
