import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndexFolder } from '../../host/vite/search/search-index-plugin';
import { pagesWithInlineScripts, siteHeaders } from '../../host/vite/servers/security-headers';
import { hasGzipCopy } from '../../host/vite/servers/compressed-copies';
import { CACHE_CONTROL, SERVER_FILES_FOLDER, type CacheClass } from '../../host/vite/servers/site-rules';
import { kitTags, startSite, type Site } from './site';
import { startApache, startCaddy, startNginx, type WebServer } from './web-servers';

/**
 * One table of requests, and the same answers from every server the site is deployed on: real
 * nginx, Apache and Caddy with the configurations of deploy/ (as an administrator installs them),
 * and `npm start`'s preview server. Status, redirect, type, cache, the security headers of each
 * kind of answer, the 404 page's language and compression.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(root, 'dist');
const deploy = (name: string) => join(root, 'deploy', name);
/** A Host naming someone else's site (under localhost: Vite's preview refuses other names outright). */
const FORGED_HOST = 'evil.localhost';
/** Requests come from a page on another origin, as the kit's, a feed's or the index's do. */
const OTHER_ORIGIN = 'http://127.0.0.1:9';

interface Answer {
  status: number;
  /** The body as it came, before any decoding. */
  raw: Buffer;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(origin: string, path: string, options: { host?: string; encoding?: string } = {}): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  const headers = {
    Origin: OTHER_ORIGIN,
    ...(options.host ? { Host: options.host } : {}),
    ...(options.encoding ? { 'Accept-Encoding': options.encoding } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, raw, headers: res.headers, body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** How an answer to a request with `Accept-Encoding` compares with the `plain` answer and the build's copies of `file`. */
function encoded(answer: Answer, plain: Answer, file: string) {
  const extension = { br: '.br', gzip: '.gz' }[String(answer.headers['content-encoding'])];
  const copy = extension && join(DIST, file + extension);
  return {
    encoding: answer.headers['content-encoding'],
    buildCopy: Boolean(copy && existsSync(copy) && answer.raw.equals(readFileSync(copy))),
    vary: /accept-encoding/i.test(String(answer.headers.vary)),
    sameTypeAndText: answer.headers['content-type'] === plain.headers['content-type'] && answer.body === plain.body,
  };
}

type Kind = 'page' | 'frame' | 'cross-origin' | 'desk';
interface Case {
  path: string;
  status: number;
  /** Whose security headers the answer has (all of them: where servers differ, the case leaves it out). */
  kind?: Kind;
  /** Where a redirect goes (its path and query). */
  location?: string;
  /** The content type, up to its parameters. */
  type?: string | RegExp;
  cache?: CacheClass;
  /** The language of the page answered (a 404 page's too). */
  lang?: string;
  /**
   * The `Accept-Encoding` the request sends: the answer comes in the best encoding it names that the server
   * sends (brotli, else gzip), with `Vary: Accept-Encoding`, and is the plain answer's type and text.
   */
  accept?: 'gzip' | 'br, gzip';
  /**
   * The file of dist/ that answers an `accept` case: the answer is the build's copy of it (`.br`, `.gz`), byte for
   * byte, where the build made that copy.
   */
  file?: string;
}

/** The configurations the build wrote beside the pages, by name. */
const serverFiles = Object.fromEntries(
  readdirSync(join(DIST, SERVER_FILES_FOLDER)).map((name) => [
    name,
    readFileSync(join(DIST, SERVER_FILES_FOLDER, name), 'utf8'),
  ]),
);
const tag = kitTags(root)[0]!;
const chunk = readdirSync(join(DIST, 'widgets/chunks'))[0]!;
/** A script the build precompressed (the smallest have no copies: compressed, they would not be smaller). */
const asset = readdirSync(join(DIST, 'assets')).find(
  (name) => name.endsWith('.js') && existsSync(join(DIST, 'assets', `${name}.br`)),
)!;
const shard = readdirSync(join(DIST, searchIndexFolder('en')))[0]!;
const html = 'text/html';
const cases: Case[] = [
  { path: '/', status: 200, kind: 'page', type: html, cache: 'revalidate', lang: 'en' },
  { path: '/about/history', status: 200, kind: 'page', type: html, cache: 'revalidate', lang: 'en' },
  { path: '/mr', status: 200, kind: 'page', type: html, lang: 'mr' },
  { path: '/hi/student/circulars', status: 200, kind: 'page', type: html, lang: 'hi' },
  // The canonical address has no trailing slash; folders are never listed nor forbidden.
  { path: '/about/', status: 301, kind: 'page', location: '/about' },
  { path: '/about/history/?x=1', status: 301, kind: 'page', location: '/about/history?x=1' },
  { path: '/mr/', status: 301, kind: 'page', location: '/mr' },
  // (A cross-origin folder's own redirect may carry its CORS header or not.)
  { path: '/feeds/', status: 301, location: '/feeds' },
  { path: '/assets/', status: 301, kind: 'page', location: '/assets' },
  { path: '/feeds', status: 404, kind: 'page', lang: 'en' },
  { path: '/mr/student', status: 200, kind: 'page', lang: 'mr' },
  // Search results: each language's shell.
  { path: '/search?q=admission', status: 200, kind: 'page', type: html, lang: 'en' },
  { path: `/mr/search?q=${encodeURIComponent('प्रवेश')}`, status: 200, kind: 'page', type: html, lang: 'mr' },
  { path: '/hi/search', status: 200, kind: 'page', type: html, lang: 'hi' },
  // Missing pages: the language's 404 page.
  { path: '/no/such/thing', status: 404, kind: 'page', type: html, lang: 'en' },
  { path: '/mr/nope', status: 404, kind: 'page', type: html, lang: 'mr' },
  { path: '/hi/about/nope', status: 404, kind: 'page', type: html, lang: 'hi' },
  // Files: their types, how long they are kept, who may read them.
  { path: '/feeds/events.ics', status: 200, kind: 'cross-origin', type: 'text/calendar', cache: 'revalidate' },
  { path: '/mr/feeds/events.json', status: 200, kind: 'cross-origin', type: 'application/json' },
  { path: '/feeds/news.atom', status: 200, kind: 'cross-origin', type: 'application/atom+xml' },
  // A page's data (data/page-data.ts), which the embedded content page reads too; none for a page the site lacks.
  {
    path: '/page-data/en/about/history.json',
    status: 200,
    kind: 'cross-origin',
    type: 'application/json',
    cache: 'revalidate',
  },
  { path: '/page-data/mr/no/such/thing.json', status: 404 },
  { path: '/sitemap.xml', status: 200, kind: 'page', type: /^(application|text)\/xml$/, cache: 'revalidate' },
  {
    path: '/sitemap-mr-about-1.xml',
    status: 200,
    kind: 'page',
    type: /^(application|text)\/xml$/,
    cache: 'revalidate',
  },
  { path: '/manifest.webmanifest', status: 200, kind: 'page', type: 'application/manifest+json' },
  { path: '/sw.js', status: 200, kind: 'page', type: /^(application|text)\/javascript$/, cache: 'revalidate' },
  { path: `/assets/${asset}`, status: 200, kind: 'page', cache: 'immutable' },
  { path: '/widgets/index.js', status: 200, kind: 'cross-origin', cache: 'revalidate' },
  { path: `/widgets/chunks/${chunk}`, status: 200, kind: 'cross-origin', cache: 'immutable' },
  {
    path: '/widgets/fonts/noto-sans-devanagari-400.woff2',
    status: 200,
    kind: 'cross-origin',
    type: 'font/woff2',
    cache: 'day',
  },
  { path: `/search/en/${shard}`, status: 200, kind: 'cross-origin', type: 'application/json', cache: 'revalidate' },
  { path: '/images/logo.svg', status: 200, kind: 'page', type: 'image/svg+xml', cache: 'day' },
  {
    path: '/docs/disclosure/fee-structure-2025-26.pdf',
    status: 200,
    kind: 'page',
    type: 'application/pdf',
    cache: 'day',
  },
  // The iframe form of the kit may be framed by any site; the desk by none.
  { path: `/embed/frame/${tag}`, status: 200, kind: 'frame', type: html },
  { path: '/admin', status: 200, kind: 'desk', type: html },
  // The servers' configurations the build keeps beside the pages: no page, on any server.
  ...Object.keys(serverFiles).map((name): Case => ({
    path: `${SERVER_FILES_FOLDER}/${name}`,
    status: 404,
    lang: 'en',
  })),
  { path: SERVER_FILES_FOLDER, status: 404, kind: 'page', lang: 'en' },
  // Compressed for a browser that asks, with the build's copies: pages (a 404 page too), scripts, data, feeds.
  ...(
    [
      ['/', 'index.html'],
      ['/mr/student/circulars', 'mr/student/circulars.html'],
      ['/mr/search', 'mr/shell.html'],
      ['/widgets/index.js', 'widgets/index.js'],
      [`/assets/${asset}`, `assets/${asset}`],
      ['/feeds/news.json', 'feeds/news.json'],
    ] as const
  ).flatMap(([path, file]) =>
    (['gzip', 'br, gzip'] as const).map((accept): Case => ({ path, status: 200, accept, file })),
  ),
  { path: '/mr/nope', status: 404, accept: 'br, gzip', file: 'mr/404.html' },
  { path: '/feeds/events.ics', status: 200, accept: 'br, gzip', file: 'feeds/events.ics' },
];

const HEADER_NAMES = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Access-Control-Allow-Origin',
];
const { page, frame, crossOrigin, desk } = siteHeaders(pagesWithInlineScripts(DIST));
const expectedHeaders: Record<Kind, Record<string, string>> = {
  page,
  frame,
  'cross-origin': { ...page, ...crossOrigin },
  desk,
};

it('the build keeps the configurations of deploy/ beside the pages, the same files (dist/.deploy/)', () => {
  const deployed = ['nginx.conf', 'apache.conf', 'Caddyfile'];
  expect(Object.keys(serverFiles).toSorted()).toEqual(deployed.toSorted());
  for (const name of deployed) expect(serverFiles[name], name).toBe(readFileSync(deploy(name), 'utf8'));
});

const servers: Record<string, WebServer> = {};
let site: Site;
beforeAll(async () => {
  // Each is installed first when missing and we are root (tests/tools/web-servers.mjs).
  servers.nginx = await startNginx(DIST, deploy('nginx.conf'));
  servers.apache = await startApache(DIST, deploy('apache.conf'));
  servers.caddy = await startCaddy(DIST, deploy('Caddyfile'));
  site = await startSite();
}, 600_000);
afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.close()));
  await site?.close();
});

/** Whether the server sends the build's brotli copies: Debian's nginx-light has no brotli module (nginx sends the gzip copies). */
describe.each([
  ['nginx', () => servers.nginx!.origin, false],
  ['Apache', () => servers.apache!.origin, true],
  ['Caddy', () => servers.caddy!.origin, true],
  ['npm start', () => site.url(''), true],
] as const)('%s with its configuration', (_server, origin, brotli) => {
  it.each(cases)(
    '$path: $status $accept',
    async ({ path, status, kind, location, type, cache, lang, accept, file }) => {
      const answer = await get(origin(), path, { encoding: accept });
      const header = (name: string) => answer.headers[name.toLowerCase()];
      // What the case names, as this server answered it; compared at once, so a failure shows all.
      // Apache redirects to its ServerName, the others give the path; never a name the request gave.
      const target = new URL(String(header('Location') ?? '/'), origin());
      const contentType = String(header('Content-Type')).split(';')[0]!;
      const observed = {
        status: answer.status,
        // Exactly the one definition's values, each once (node joins repeated headers with a comma).
        ...(kind && { headers: Object.fromEntries(HEADER_NAMES.map((name) => [name, header(name)])) }),
        ...(location !== undefined && { location: target.origin === origin() && target.pathname + target.search }),
        ...(type !== undefined && { type: typeof type === 'string' ? contentType : type.test(contentType) }),
        ...(cache !== undefined && { cache: header('Cache-Control') }),
        ...(lang !== undefined && { lang: /^<!doctype html>\s*<html lang="([a-z]+)"/i.exec(answer.body)?.[1] }),
        ...(accept !== undefined && encoded(answer, await get(origin(), path), file!)),
      };
      expect(observed).toEqual({
        status,
        ...(kind && {
          headers: Object.fromEntries(HEADER_NAMES.map((name) => [name, expectedHeaders[kind][name]])),
        }),
        ...(location !== undefined && { location }),
        ...(type !== undefined && { type: typeof type === 'string' ? type : true }),
        ...(cache !== undefined && { cache: CACHE_CONTROL[cache] }),
        ...(lang !== undefined && { lang }),
        ...(accept !== undefined && {
          encoding: accept === 'gzip' || !brotli ? 'gzip' : 'br',
          // A data file has no gzip copy: the server gzips it as it sends it.
          buildCopy: accept === 'br, gzip' && brotli ? true : hasGzipCopy(file!),
          vary: true,
          sameTypeAndText: true,
        }),
      });
    },
  );

  it('never redirects to a name the request gave as its Host', async () => {
    const answer = await get(origin(), '/about/', { host: FORGED_HOST });
    // Caddy answers a name it does not serve with an empty 200; the others redirect to the path.
    expect(String(answer.headers.location ?? '')).not.toContain(FORGED_HOST);
    expect([200, 301, 403]).toContain(answer.status);
  });

  it('never answers a malformed path with a server error', async () => {
    for (const path of ['/%zz', '/%E0%A4', '/about/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd']) {
      const { status } = await get(origin(), path);
      expect([400, 404], path).toContain(status);
    }
  });
});
