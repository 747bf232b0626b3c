import compression from 'compression';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { normalisePath } from '../../../data/normalise-path.ts';
import { splitLanguagePath } from '../../../data/i18n/languages.ts';
import { fileForPath, languageFile, NOT_FOUND_FILE, SHELL_FILE } from '../prerender/page-files.ts';
import { siteLister } from './headers-plugin.ts';
import { headersFor, pagesWithInlineScripts, siteHeaderRules } from './security-headers.ts';
import { cacheControlFor, EXTRA_TYPES, SERVER_FILES_FOLDER } from './site-rules.ts';

/** The build's precompressed copies (precompress-plugin.ts), the smaller first, as every server prefers them. */
const COPIES = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/** Whether an `Accept-Encoding` header accepts `encoding` (named, and not refused with `q=0`). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    return name === encoding && !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
  });
}

/**
 * The build's precompressed copy of `file` (a path in dist/) that the request accepts, as nginx's
 * `gzip_static`, Caddy's `precompressed` and the Apache rules pick it; and whether `file` has copies at all
 * (then the answer depends on `Accept-Encoding`, and says so in `Vary`).
 */
export function precompressedCopy(
  file: string,
  acceptEncoding: string | undefined,
  exists: (file: string) => boolean,
): { copy?: { file: string; encoding: string }; varies: boolean } {
  const copies = COPIES.filter(({ extension }) => exists(file + extension));
  const chosen = copies.find(({ encoding }) => acceptsEncoding(acceptEncoding, encoding));
  return {
    copy: chosen && { file: file + chosen.extension, encoding: chosen.encoding },
    varies: copies.length > 0,
  };
}

/** What the preview server does with a request, decided before any file is touched. */
export type RequestPlan =
  | { kind: 'file'; path: string }
  | { kind: 'page'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; status: 400 | 404 }
  | { kind: 'method-not-allowed' };

/** Longer paths are no page of ours; refusing them early keeps file-system calls bounded. */
export const MAX_PATH_LENGTH = 1024;

/**
 * How a request maps onto dist/: a file (asset, image, document, widget module),
 * a prerendered page, the shell for query-driven pages, or the 404 page; never a
 * throw; a path with a trailing slash redirects to the one without. Malformed percent-encoding
 * and NUL bytes get 400, dot segments (encoded or not) and over-long paths 404, methods other
 * than GET and HEAD 405.
 */
export function planRequest(
  method: string | undefined,
  url: string | undefined,
  exists: (file: string) => boolean,
  shellPaths: ReadonlySet<string>,
): RequestPlan {
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'method-not-allowed' };
  // Only the path matters; `new URL('//x', base)` would read `//x` as a host, so split by hand.
  const rawPath = (url ?? '/').split(/[?#]/, 1)[0]!;
  if (!rawPath.startsWith('/') || rawPath.length > MAX_PATH_LENGTH) return { kind: 'not-found', status: 404 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'not-found', status: 400 };
  }
  if (decoded.includes('\0')) return { kind: 'not-found', status: 400 };
  if (decoded.split(/[/\\]/).some((segment) => segment === '..' || segment === '.'))
    return { kind: 'not-found', status: 404 };
  // The canonical address has no trailing slash (as on every server: site-rules.ts).
  // Repeated slashes collapse first, so the address redirected to can never read as `//host`.
  if (rawPath.length > 1 && rawPath.endsWith('/')) {
    const query = (url ?? '').match(/\?[^#]*/)?.[0] ?? '';
    return { kind: 'redirect', location: (rawPath.replace(/\/{2,}/g, '/').replace(/\/$/, '') || '/') + query };
  }
  const path = normalisePath(decoded);
  // The servers' configurations the build keeps beside the pages, as every server refuses them.
  if (path.startsWith(`${SERVER_FILES_FOLDER}/`)) return { kind: 'not-found', status: 404 };
  if (/\.[a-z0-9]+$/i.test(path))
    return exists(path.slice(1)) ? { kind: 'file', path } : { kind: 'not-found', status: 404 };
  // `/mr/search` is the search page in Marathi: the shell comes in each language.
  if (shellPaths.has(splitLanguagePath(path).path)) return { kind: 'page', file: languageFile(path, SHELL_FILE) };
  const file = fileForPath(path);
  return exists(file) ? { kind: 'page', file } : { kind: 'not-found', status: 404 };
}

/**
 * `vite preview` (what `npm start` serves) the way a static host serves the
 * prerendered site, with the site's security headers (security-headers.ts) on
 * every response: each path's own HTML file, the bare shell for pages built in
 * the browser (search results), 404.html with status 404 for anything else,
 * the build's precompressed copies as the other servers send them, and never
 * a 500 for a strange request (planRequest). (A Host that Vite does not know
 * gets its bare 403 before this plugin: its guard against DNS rebinding.)
 */
export function previewPlugin(shellPaths: Iterable<string>): Plugin {
  const shellOnly = new Set(shellPaths);
  return {
    name: 'uni-preview',
    // Vite's own CORS answers every loopback origin, pages included; a static host sends only
    // the site's rules (CORS for the kit, the feeds and the search index), so the preview does too.
    config: () => ({ preview: { cors: false } }),
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const rules = siteHeaderRules(pagesWithInlineScripts(outDir), siteLister(outDir));
      const isFile = (relative: string) => {
        const full = resolve(outDir, relative);
        return full.startsWith(outDir + sep) && existsSync(full) && statSync(full).isFile();
      };
      /** The precompressed copy of `file` the request accepts, if any (and Vary, when `file` has copies). */
      const compressed = (req: IncomingMessage, res: ServerResponse, file: string) => {
        const { copy, varies } = precompressedCopy(file, req.headers['accept-encoding'], isFile);
        if (varies) res.setHeader('Vary', 'Accept-Encoding');
        return copy;
      };
      const sendHtml = (req: IncomingMessage, res: ServerResponse, status: number, file: string) => {
        const copy = compressed(req, res, file);
        res.statusCode = status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        if (copy) res.setHeader('Content-Encoding', copy.encoding);
        res.end(req.method === 'HEAD' ? undefined : readFileSync(join(outDir, copy?.file ?? file)));
      };

      // The build's brotli and gzip copies when there are (above); anything else compressed per request
      // (gzip), as every static host compresses: the audit's slow-network figures are then a visitor's.
      // (Its typings are Express's; the middleware is plain Connect; it leaves an encoded answer alone.)
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
      server.middlewares.use((req, res, next) => {
        const plan = planRequest(req.method, req.url, isFile, shellOnly);
        const pathname = (req.url ?? '/').split(/[?#]/, 1)[0]!;
        // Headers by the file that answers; a 404, and a 405 (no file), have the 404 page's, whatever was asked.
        const served = plan.kind === 'file' ? plan.path : plan.kind === 'page' ? `/${plan.file}` : `/${NOT_FOUND_FILE}`;
        for (const [name, value] of Object.entries(headersFor(rules, served))) res.setHeader(name, value);
        // Set before the static server answers, which keeps what is set (its own would say no-cache everywhere).
        res.setHeader('Cache-Control', cacheControlFor(served));
        const extraType = EXTRA_TYPES[served.split('.').pop() ?? ''];
        if (extraType) res.setHeader('Content-Type', extraType);
        switch (plan.kind) {
          case 'file': {
            // The static server answers; it looks the file up by the normalised path, and gives a
            // precompressed copy the type of the name without `.br`/`.gz` and its Content-Encoding.
            const copy = compressed(req, res, plan.path.slice(1));
            req.url = encodeURI(copy ? `/${copy.file}` : plan.path) + (req.url?.match(/\?.*$/)?.[0] ?? '');
            return next();
          }
          case 'page':
            return sendHtml(req, res, 200, plan.file);
          case 'redirect':
            res.statusCode = 301;
            res.setHeader('Location', plan.location);
            return res.end();
          case 'not-found':
            // The 404 page in the language of the path asked for (`/mr/...` gets the Marathi one).
            return sendHtml(req, res, plan.status, languageFile(pathname, NOT_FOUND_FILE));
          case 'method-not-allowed':
            res.statusCode = req.method === 'OPTIONS' ? 204 : 405;
            res.setHeader('Allow', 'GET, HEAD, OPTIONS');
            return res.end();
        }
      });
    },
  };
}
