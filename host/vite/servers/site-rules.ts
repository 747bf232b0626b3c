import { LANGUAGE_CODES, DEFAULT_LANGUAGE, localisedPath } from '../../../data/i18n/languages.ts';
import { SHELL_ONLY } from '../../../data/shell-pages.ts';
import { languageFile, NOT_FOUND_FILE, SHELL_FILE } from '../prerender/page-files.ts';
import { posix } from 'node:path';
import { DEPARTMENTS_FOLDER, feedPaths } from '../../../data/feed-paths.ts';
import { FRAME_PATH, PAGE_DATA_FOLDER } from '../../../data/paths.ts';
import { searchIndexFolder } from '../search/search-index-plugin.ts';

/**
 * What every server does with the built site, whatever its configuration language: the
 * nginx, Apache and Caddy configurations (./nginx.ts, ./apache.ts, ./caddy.ts), the static
 * hosts' `_headers` and `_redirects`, and `npm start`'s preview server all follow these
 * facts, and one end-to-end table (tests/e2e/servers.e2e.test.ts) holds them to it.
 */

/** The iframe form of the kit (host/vite/kit/frame-pages-plugin.ts): any site may frame these pages. */
export const FRAMEABLE_PREFIX = FRAME_PATH.slice(0, -1);

/**
 * Folders that pages on other sites read (in CORS mode), so they are served with
 * `Access-Control-Allow-Origin: *`: the embed kit (its modules and fonts), every
 * language's feeds (`<uni-news src>`, `<uni-events src>`), the departments' data files
 * (the same widgets on a department's site), search index (`<uni-search>`) and the pages' data
 * (`<uni-content-page>` embedded shows the university's page). All public files, read without cookies. (Each language's index
 * folder rather than `/search`, which static hosts would match to the search page too.)
 */
export const CROSS_ORIGIN_FOLDERS = [
  '/widgets',
  PAGE_DATA_FOLDER,
  ...LANGUAGE_CODES.map((lang) => posix.dirname(feedPaths(lang).newsJson)),
  ...LANGUAGE_CODES.map((lang) => `/${searchIndexFolder(lang)}`),
  ...LANGUAGE_CODES.map((lang) => localisedPath(lang, DEPARTMENTS_FOLDER)),
];

/**
 * Where the build writes the servers' configurations inside dist/ (the copy of deploy/ that matches
 * the pages beside it: the pre-paint script's hash is in their policy). Every server answers 404 there.
 */
export const SERVER_FILES_FOLDER = '/.deploy';

/** How long a browser or a CDN may keep an answer. */
export const CACHE_CONTROL = {
  /** Content-hashed file names: a new build writes new names, so a copy is never stale. */
  immutable: 'public, max-age=31536000, immutable',
  /** Images, documents and fonts keep their names when changed, rarely: a day, then asked again. */
  day: 'public, max-age=86400',
  /** Pages, the service worker, feeds, the sitemap, the search index: asked again each time (ETag). */
  revalidate: 'no-cache',
} as const;
export type CacheClass = keyof typeof CACHE_CONTROL;

/** Folders whose every file name carries a hash of its content (Vite's and the embed kit's output). */
const HASHED_FOLDERS = ['/assets', '/widgets/chunks', '/widgets/assets'];
/** Folders of files kept for a day. */
const DAILY_FOLDERS = ['/images', '/docs', '/widgets/fonts'];

/** A folder whose answers differ from a page's: how long they are kept, and whether other sites may read them. */
export interface FolderRule {
  folder: string;
  cache: CacheClass;
  crossOrigin: boolean;
}

const isUnder = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/**
 * Every folder with answers of its own, deepest first (so the first rule whose folder holds
 * a path is the one for it): `/widgets/chunks` (immutable, read by other sites) before `/widgets`.
 */
export function folderRules(): FolderRule[] {
  const folders = [...new Set([...HASHED_FOLDERS, ...DAILY_FOLDERS, ...CROSS_ORIGIN_FOLDERS])];
  return folders
    .map((folder): FolderRule => ({
      folder,
      cache: HASHED_FOLDERS.includes(folder) ? 'immutable' : DAILY_FOLDERS.includes(folder) ? 'day' : 'revalidate',
      crossOrigin: CROSS_ORIGIN_FOLDERS.some((cors) => isUnder(folder, cors)),
    }))
    .toSorted((a, b) => b.folder.split('/').length - a.folder.split('/').length || a.folder.localeCompare(b.folder));
}

/** The `Cache-Control` of the answer for `path` (a file's path in dist/, or a page's). */
export function cacheControlFor(path: string): string {
  const rule = folderRules().find(({ folder }) => isUnder(path, folder));
  return CACHE_CONTROL[rule?.cache ?? 'revalidate'];
}

/**
 * Types servers get wrong out of the box (Debian's nginx and Apache map neither): calendar
 * apps refuse an `.ics` served as text/plain, browsers warn on a manifest that is not JSON.
 */
export const EXTRA_TYPES: Record<string, string> = {
  ics: 'text/calendar',
  webmanifest: 'application/manifest+json',
};

/** The pages whose answer is their language's shell (`/mr/search` -> `/mr/shell.html`). */
export const shellRoutes = (): Array<{ path: string; file: string }> =>
  LANGUAGE_CODES.flatMap((lang) =>
    [...SHELL_ONLY].map((page) => {
      const path = localisedPath(lang, page);
      return { path, file: `/${languageFile(path, SHELL_FILE)}` };
    }),
  );

/** Each language's 404 page and the paths it answers for (English: every path outside the others). */
export const notFoundPages = (): Array<{ prefix: string; file: string }> =>
  LANGUAGE_CODES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) => {
    const prefix = localisedPath(lang, '/');
    return { prefix, file: `/${languageFile(prefix, NOT_FOUND_FILE)}` };
  });

/** The English 404 page. */
export const DEFAULT_NOT_FOUND = `/${NOT_FOUND_FILE}`;
