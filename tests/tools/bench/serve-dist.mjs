// A plain static server of a built dist/ for the bench's measurements in Chromium: a page's
// path (`/mr/about`) is its prerendered file (mr/about.html, host/vite/prerender/page-files.ts), as
// static hosts serve them; `extra` answers paths of its own (a blank page to run code in).
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const CONTENT_TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The file of `dist` a request for `path` reads, or undefined. */
function fileFor(dist, path) {
  const file = join(dist, normalize(path));
  if (extname(path) && existsSync(file)) return file;
  const page = path === '/' ? join(dist, 'index.html') : `${file.replace(/\/$/, '')}.html`;
  return existsSync(page) ? page : undefined;
}

/** Serves `dist` on a free port of 127.0.0.1: resolves to the server (its `address().port`). */
export function serveDist(dist, extra = {}) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://bench').pathname);
    const file = path in extra ? undefined : fileFor(dist, path);
    if (!(path in extra) && !file) {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.setHeader('Content-Type', CONTENT_TYPES[extname(file ?? path)] ?? 'application/octet-stream');
    response.end(path in extra ? extra[path] : readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
