/**
 * The site's rules for paths, written once (the data schemas, the widgets, the host's
 * link interception and the search all follow them).
 */

/** A path names a file, not a page, when its last segment has an extension: `/docs/a.pdf`, `/images/b.svg`. */
const FILE_EXTENSION = /\.[a-z0-9]{2,5}$/i;

/** True for a path (or URL path) to a file: `/docs/a.pdf`, `/docs/a.pdf#page=2`; false for a page like `/about`. */
export const isFilePath = (path: string) => FILE_EXTENSION.test(path.replace(/[?#].*$/, ''));

/** Root-relative (`/about`), not protocol-relative (`//cdn.example`). */
export const isRootRelative = (value: string) => value.startsWith('/') && !value.startsWith('//');

/** A page path of the site: lowercase letters, digits and hyphens between slashes (`/about/history`). */
export const SITE_PATH = /^\/[a-z0-9\-/]*$/;

/** A root-relative path to a file we ship, without spaces: `/docs/news/circular.pdf`. */
export const FILE_PATH = new RegExp(`^\\/\\S+${FILE_EXTENSION.source}`, 'i');
