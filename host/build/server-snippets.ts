import { CROSS_ORIGIN_FOLDERS, FRAMEABLE_PREFIX, type SiteHeaders } from './security-headers.ts';

/**
 * The nginx and Apache configurations of docs/administrators/deployment.md, made from the site's headers
 * (security-headers.ts): a unit test checks that guide holds them as written here,
 * and an end-to-end test serves the built site with its nginx one.
 */

/** `widgets|feeds|mr/feeds|…`: the cross-origin folders as one regular expression's alternatives. */
const crossOriginAlternatives = () => CROSS_ORIGIN_FOLDERS.map((folder) => folder.slice(1)).join('|');

/** For the server block that serves dist/. */
export function nginxSnippet({ page, frame, crossOrigin }: SiteHeaders): string {
  const addHeaders = (headers: Record<string, string>, indent = '') =>
    Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
  return [
    '# nginx: inside the server block that serves dist/',
    "# A location with an add_header of its own drops all of the server's, so those below repeat them.",
    '# Redirects (a folder asked for without its slash) give the path only, never the Host the request named.',
    'absolute_redirect off;',
    ...addHeaders(page),
    'index index.html;',
    'error_page 404 /404.html;',
    'location / { try_files $uri $uri.html $uri/ =404; }',
    'location = /search { try_files /shell.html =404; }',
    `location ~ ^/(${crossOriginAlternatives()})/ {`,
    '  # read by pages on other sites (the kit, the feeds, the search index)',
    ...addHeaders({ ...page, ...crossOrigin }, '  '),
    '}',
    `location ${FRAMEABLE_PREFIX}/ {`,
    '  # the iframe form of the kit: any site may frame it',
    '  try_files $uri $uri.html =404;',
    ...addHeaders(frame, '  '),
    '}',
  ].join('\n');
}

/** For the virtual host whose DocumentRoot is dist/. */
export function apacheSnippet({ page, frame, crossOrigin }: SiteHeaders): string {
  const setHeaders = (headers: Record<string, string>, indent = '') =>
    Object.entries(headers).map(([name, value]) => `${indent}Header always set ${name} "${value}"`);
  const frameChanges = Object.fromEntries(Object.entries(frame).filter(([name, value]) => page[name] !== value));
  const frameDrops = Object.keys(page).filter((name) => !(name in frame));
  return [
    '# Apache (mod_headers, mod_rewrite): in the virtual host whose DocumentRoot is dist/',
    '# Redirects (a folder asked for without its slash) name the ServerName, never the Host the request named.',
    'UseCanonicalName On',
    ...setHeaders(page),
    `<LocationMatch "^/(${crossOriginAlternatives()})/">`,
    '  # read by pages on other sites (the kit, the feeds, the search index)',
    ...setHeaders(crossOrigin, '  '),
    '</LocationMatch>',
    `<LocationMatch "^${FRAMEABLE_PREFIX}/">`,
    '  # the iframe form of the kit: any site may frame it',
    ...setHeaders(frameChanges, '  '),
    ...frameDrops.map((name) => `  Header always unset ${name}`),
    '</LocationMatch>',
    'RewriteEngine On',
    'RewriteRule ^/?search$ /shell.html [L]',
    'RewriteCond %{REQUEST_FILENAME} !-f',
    'RewriteCond %{REQUEST_FILENAME}.html -f',
    'RewriteRule ^(.+)$ $1.html [L]',
    'ErrorDocument 404 /404.html',
  ].join('\n');
}
