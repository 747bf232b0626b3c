import type { LanguageCode } from './i18n/languages.ts';
import { normalisePath } from './normalise-path.ts';

/**
 * The site's rules for paths, written once (the data schemas, the widgets, the host's
 * link interception and the search all follow them).
 */

/** Where the iframe form of the kit lives: `/embed/frame/uni-events` (frame pages, their headers, offline rules, snippets). */
export const FRAME_PATH = '/embed/frame/';

/** The WordPress plugin's zip, which the build writes (host/vite/kit/wordpress-plugin.ts) and /embed links. */
export const PLUGIN_ZIP_PATH = '/integrations/university-widgets.zip';

/** Where each page's data file lives (data/page-data.ts): a folder of its own, beside the pages. */
export const PAGE_DATA_FOLDER = '/page-data';

/** The data file of a page in a language: `/page-data/en/about/history.json`; the home page's is `/page-data/en.json`. */
export function pageDataPath(lang: LanguageCode, path: string): string {
  const normalised = normalisePath(path);
  return `${PAGE_DATA_FOLDER}/${lang}${normalised === '/' ? '' : normalised}.json`;
}

/** A path names a file, not a page, when its last segment has an extension: `/docs/a.pdf`, `/images/b.svg`. */
const FILE_EXTENSION = /\.[a-z0-9]{2,5}$/i;

/** True for a path (or URL path) to a file: `/docs/a.pdf`, `/docs/a.pdf#page=2`; false for a page like `/about`. */
export const isFilePath = (path: string) => FILE_EXTENSION.test(path.split(/[?#]/)[0]!);

/**
 * The start of a root-relative path: a slash followed by neither a slash nor a backslash.
 * `//host/x` is protocol-relative, and browsers read `/\host/x` the same way: both leave the site.
 */
const ROOT_RELATIVE = String.raw`\/(?![/\\])`;

/** Root-relative (`/about`), not protocol-relative (`//cdn.example`, `/\cdn.example`). */
export const isRootRelative = (value: string) => new RegExp(`^${ROOT_RELATIVE}`).test(value);

/** A page path of the site: lowercase letters, digits and hyphens between slashes (`/about/history`). */
export const SITE_PATH = new RegExp(`^${ROOT_RELATIVE}[a-z0-9\\-/]*$`);

/** A root-relative path to a file we ship, without spaces: `/docs/news/circular.pdf`. */
export const FILE_PATH = new RegExp(`^${ROOT_RELATIVE}\\S+${FILE_EXTENSION.source}`, 'i');

/**
 * A link's target: a root-relative path of the site (`/docs/a.pdf`, `/about#staff`), an
 * absolute http(s) URL, an e-mail address (`mailto:`) or a phone number (`tel:`); never a
 * script (`javascript:`), inline content (`data:`) or a protocol-relative URL.
 */
export const HREF = new RegExp(String.raw`^(${ROOT_RELATIVE}\S*|https?:\/\/\S+|mailto:\S+|tel:\+?[0-9]+)$`);

/** An image's source: a file of the site (`/images/a.webp`) or an https URL. */
export const IMAGE_SRC = new RegExp(String.raw`^(${ROOT_RELATIVE}|https:\/\/)\S+$`);
