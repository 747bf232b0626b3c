import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_FILE } from '../prerender/page-files.ts';
import { DESK_PATH, FORGEJO_ORIGIN, LOCAL_BACKEND_URL } from '../../admin/desk-settings.ts';
import { CACHE_CONTROL, CROSS_ORIGIN_FOLDERS, FRAMEABLE_PREFIX, folderRules } from './site-rules.ts';

/**
 * The site's HTTP security headers, defined once: the build writes them for
 * static hosts (`dist/_headers`, host/vite/servers/headers-plugin.ts), `npm start`'s
 * preview server sends them (host/vite/servers/preview-plugin.ts), and the nginx, Apache
 * and Caddy configurations of deploy/ are made from them (host/vite/servers/).
 */

/** One path pattern (`/*` or `/prefix/*`, as Netlify and Cloudflare Pages read them) and its headers. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/**
 * `'sha256-…'` of every classic inline script in a page template (the pre-paint
 * script, host/pre-paint/index.ts as the build writes it, and the search page's step,
 * host/pre-paint/search-chunks.ts, which the prerender writes out of its template), hashed over its exact text as the browser does.
 * Scripts with a `src` or a non-JavaScript type (JSON data blocks) are not run inline, so not hashed.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=|\btype\s*=\s*["']?(?!text\/javascript|module)/i.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/**
 * The built pages that hold every inline script of the site, for `siteHeaderRules`: the home page
 * (the pre-paint script) and the search page (the language's shell file, its step in the head
 * too). The page template holds both (deploy-configs.ts) in the search page's order, which gives
 * their hashes in the same order, so the headers match deploy/'s configurations to the letter.
 */
export const pagesWithInlineScripts = (outDir: string): string =>
  [SHELL_FILE, 'index.html'].map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');

/**
 * The Content-Security-Policy: everything from our own origin; scripts only from
 * files (plus the hashed inline scripts); no inline `<style>` or `style=`
 * (widget styles are a stylesheet file or a constructable sheet, which CSP does
 * not gate). No `data:` images: the icons are one sprite file (host/vite/assets/icon-sprite.ts).
 * `frameAncestors`: who may frame the page (the site itself; any site for the
 * iframe form of the kit).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], frameAncestors = "'self'"): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': [frameAncestors],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The publishing desk's policy (/admin, Decap CMS: webmasters only, never a visitor's page).
 * Decap's prebuilt bundle needs what the site's policy refuses; only that is granted:
 * - `'unsafe-eval'`: Decap checks its configuration with ajv, which compiles each check
 *   with `new Function` (without it the desk stops at "Error loading the CMS configuration");
 * - `'unsafe-inline'` styles: its styles are CSS-in-JS, written as `<style>` elements and
 *   `style=` attributes, in the page and in the preview frame;
 * - `blob:` images, frames and connections: a PDF chosen for upload is kept in memory as a
 *   blob: URL, shown from there, and read back from it when the entry is saved (without
 *   `blob:` in connect-src the save fails with "Failed to fetch");
 * - connect-src: the university's Forgejo (sign-in and its API) and, on a webmaster's own
 *   computer, decap-server (`npm run cms`, loopback only; Decap tries it only when the desk
 *   itself is opened on localhost).
 * Scripts still come only from our origin: no inline script, no CDN.
 */
export function deskSecurityPolicy(): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'blob:', 'data:', FORGEJO_ORIGIN],
    'font-src': ["'self'"],
    'frame-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", 'blob:', FORGEJO_ORIGIN, new URL(LOCAL_BACKEND_URL).origin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The desk's page and files: `/admin` (admin.html) and everything under /admin/. */
const isDeskPattern = (pattern: string) => [DESK_PATH, `${DESK_PATH}.html`, `${DESK_PATH}/*`].includes(pattern);

/** The headers of the site's kinds of answer, whatever the server. */
export interface SiteHeaders {
  /** Every answer outside FRAMEABLE_PREFIX: pages, files, the 404 page, redirects. */
  page: Record<string, string>;
  /** The frame pages: the same policy, but any site may frame them. */
  frame: Record<string, string>;
  /** Added to the answers under CROSS_ORIGIN_FOLDERS. */
  crossOrigin: Record<string, string>;
  /** The publishing desk (DESK_PATH and below): its own policy, never framed. */
  desk: Record<string, string>;
}

/** The site's headers; `indexHtml` is the built page template (its inline script is hashed). */
export function siteHeaders(indexHtml: string): SiteHeaders {
  const hashes = inlineScriptHashes(indexHtml);
  const everyAnswer = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  };
  return {
    page: { 'Content-Security-Policy': contentSecurityPolicy(hashes), 'X-Frame-Options': 'SAMEORIGIN', ...everyAnswer },
    frame: { 'Content-Security-Policy': contentSecurityPolicy(hashes, '*'), ...everyAnswer },
    crossOrigin: { 'Access-Control-Allow-Origin': '*' },
    desk: { 'Content-Security-Policy': deskSecurityPolicy(), 'X-Frame-Options': 'DENY', ...everyAnswer },
  };
}

/** One entry of the built site's folder tree, as `listDir` gives it. */
export interface SiteEntry {
  name: string;
  isDirectory: boolean;
}

/** By name, code unit by code unit (the same on every machine and locale). */
const byName = (a: SiteEntry, b: SiteEntry) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Path patterns that together cover every file of the built site except those
 * under FRAMEABLE_PREFIX, without overlapping it (see siteHeaderRules). Sorted by name in each
 * folder: a folder lists its files in the order they happened to be written, and `_headers`
 * is the same bytes for the same site.
 */
function patternsOutside(prefix: string, listDir: (path: string) => SiteEntry[], dir = ''): string[] {
  return listDir(dir)
    .toSorted(byName)
    .flatMap(({ name, isDirectory }) => {
      const path = `${dir}/${name}`;
      if (name.startsWith('_')) return [];
      if (!isDirectory) return name.endsWith('.html') ? [path, path.slice(0, -'.html'.length)] : [path];
      if (path === prefix) return [];
      return prefix.startsWith(`${path}/`) ? patternsOutside(prefix, listDir, path) : [`${path}/*`];
    });
}

/**
 * The site's headers as `_headers` rules; `listDir` lists a folder of the built
 * site ('' for its root, '/embed' for a subfolder).
 *
 * Static hosts add up the headers of every rule that matches a path (Cloudflare
 * Pages joins two values of one header with a comma; for a Content-Security-Policy
 * that makes two policies, both enforced), and only Cloudflare documents taking a
 * header off again (`! Name`; Netlify does not). So `/*` gives every answer
 * what the frame pages may have: the whole policy with `frame-ancestors *`. Rules
 * for each of the site's folders and files by name, never the frame pages, add
 * the page policy (`frame-ancestors 'self'`, as the whole policy, so a host that
 * keeps the later value of a header keeps it) and X-Frame-Options. A 404 for a
 * path outside every folder thus has the policy but not its framing limits there.
 */
export function siteHeaderRules(indexHtml: string, listDir: (path: string) => SiteEntry[]): HeaderRule[] {
  const { page, frame, crossOrigin, desk } = siteHeaders(indexHtml);
  const framing = {
    'Content-Security-Policy': page['Content-Security-Policy']!,
    'X-Frame-Options': page['X-Frame-Options']!,
  };
  const deskFraming = {
    'Content-Security-Policy': desk['Content-Security-Policy']!,
    'X-Frame-Options': desk['X-Frame-Options']!,
  };
  return [
    { pattern: '/*', headers: frame },
    // The desk gets its own policy, never framed. A host that joins it with `/*`'s (Cloudflare Pages)
    // enforces both, and the desk's scripts stop: there, serve /admin with a `! Content-Security-Policy` rule.
    ...['/', ...patternsOutside(FRAMEABLE_PREFIX, listDir)].map((pattern) => ({
      pattern,
      headers: isDeskPattern(pattern) ? deskFraming : framing,
    })),
    ...CROSS_ORIGIN_FOLDERS.map((folder) => ({ pattern: `${folder}/*`, headers: crossOrigin })),
    // Only the folders kept longer: both hosts revalidate everything else by default.
    ...folderRules()
      .filter(({ cache }) => cache !== 'revalidate')
      .map(({ folder, cache }) => ({ pattern: `${folder}/*`, headers: { 'Cache-Control': CACHE_CONTROL[cache] } })),
  ];
}

/** True when `pathname` falls under a rule's pattern (`/*` matches everything). */
export function patternMatches(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return pathname === pattern;
  const prefix = pattern.slice(0, -1);
  return pathname.startsWith(prefix) || pathname === prefix.slice(0, -1);
}

/**
 * The headers a response for `pathname` gets when each matching rule, in order,
 * replaces the values of the ones before (the preview server sends these).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => patternMatches(rule.pattern, pathname)).map((r) => r.headers));
}

/** The rules as a `_headers` file (Netlify, Cloudflare Pages). */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ pattern, headers }) =>
      [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
