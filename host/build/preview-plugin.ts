import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { normalisePath } from '../../data/route-table.ts';
import { fileForPath, languageFile, NOT_FOUND_FILE, SHELL_FILE } from './prerender-plugin.ts';
import { splitLanguagePath } from '../../data/i18n/languages.ts';

/**
 * `vite preview` (what `npm start` serves) the way a static host would serve the
 * prerendered site: each path's own HTML file, the bare shell for pages that are
 * built in the browser (search results), and 404.html with status 404 otherwise.
 */
export function previewPlugin(shellPaths: Iterable<string>): Plugin {
  const shellOnly = new Set(shellPaths);
  return {
    name: 'uni-preview',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const accept = req.headers.accept ?? '';
        if (req.method !== 'GET' || !(accept.includes('text/html') || accept.includes('*/*') || accept === ''))
          return next();
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        const path = normalisePath(pathname);
        if (/\.[a-z0-9]+$/i.test(path)) return next(); // files: let the static server answer
        if (existsSync(join(outDir, fileForPath(path)))) return next();
        // `/mr/search` is the search page in Marathi: the shell and the 404 page come in each language.
        const notFound = !shellOnly.has(splitLanguagePath(path).path);
        res.statusCode = notFound ? 404 : 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(join(outDir, languageFile(path, notFound ? NOT_FOUND_FILE : SHELL_FILE))));
      });
    },
  };
}
