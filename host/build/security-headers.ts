import { createHash } from 'node:crypto';

/**
 * The site's HTTP security headers, defined once: the build writes them for
 * static hosts (`dist/_headers`, host/build/headers-plugin.ts), `npm start`'s
 * preview server sends them (host/build/preview-plugin.ts), and the README shows
 * the same policy for nginx and Apache (a unit test keeps it in step).
 */

/** One path pattern (`/*` or `/prefix/*`, as Netlify and Cloudflare Pages read them) and its headers. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/**
 * `'sha256-…'` of every classic inline script in a page template (the pre-paint
 * script of host/index.html), hashed over its exact text as the browser does.
 * Scripts with a `src` or a non-JavaScript type (JSON data blocks) are not run inline, so not hashed.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=|\btype\s*=\s*["']?(?!text\/javascript|module)/i.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/**
 * The Content-Security-Policy: everything from our own origin; scripts only from
 * files (plus the hashed inline scripts); no inline `<style>` or `style=`
 * (widget styles are a stylesheet file or a constructable sheet, which CSP does
 * not gate). No `data:` images: the icons are one sprite file (icon-sprite.ts).
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

/** The iframe form of the kit (host/build/frame-pages-plugin.ts): any site may frame these pages. */
export const FRAMEABLE_PREFIX = '/embed/frame';

/** One entry of the built site's folder tree, as `listDir` gives it. */
export interface SiteEntry {
  name: string;
  isDirectory: boolean;
}

/**
 * Path patterns that together cover every file of the built site except those
 * under FRAMEABLE_PREFIX, without overlapping it: static hosts add up the headers
 * of every rule that matches (Cloudflare Pages joins two values of one header, so
 * two policies would both apply), so the framing headers must come from exactly one rule.
 */
function patternsOutside(prefix: string, listDir: (path: string) => SiteEntry[], dir = ''): string[] {
  return listDir(dir).flatMap(({ name, isDirectory }) => {
    const path = `${dir}/${name}`;
    if (name.startsWith('_')) return [];
    if (!isDirectory) return name.endsWith('.html') ? [path, path.slice(0, -'.html'.length)] : [path];
    if (path === prefix) return [];
    return prefix.startsWith(`${path}/`) ? patternsOutside(prefix, listDir, path) : [`${path}/*`];
  });
}

/**
 * Every header rule of the site: `indexHtml` is the built page template (its
 * inline script is hashed), `listDir` lists a folder of the built site ('' for
 * its root, '/embed' for a subfolder).
 */
export function siteHeaderRules(indexHtml: string, listDir: (path: string) => SiteEntry[]): HeaderRule[] {
  const hashes = inlineScriptHashes(indexHtml);
  const pageHeaders = {
    'Content-Security-Policy': contentSecurityPolicy(hashes),
    'X-Frame-Options': 'SAMEORIGIN',
  };
  return [
    {
      pattern: '/*',
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      },
    },
    ...['/', ...patternsOutside(FRAMEABLE_PREFIX, listDir)].map((pattern) => ({ pattern, headers: pageHeaders })),
    { pattern: `${FRAMEABLE_PREFIX}/*`, headers: { 'Content-Security-Policy': contentSecurityPolicy(hashes, '*') } },
    // The embed kit runs on other sites: its modules and fonts are fetched in CORS mode.
    { pattern: '/widgets/*', headers: { 'Access-Control-Allow-Origin': '*' } },
  ];
}

/** True when `pathname` falls under a rule's pattern (`/*` matches everything). */
export function patternMatches(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return pathname === pattern;
  const prefix = pattern.slice(0, -1);
  return pathname.startsWith(prefix) || pathname === prefix.slice(0, -1);
}

/** The headers a response for `pathname` gets: every matching rule, in order. */
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
