import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { NOT_FOUND_FILE } from '../prerender/page-files.ts';
import { headersFile, pagesWithInlineScripts, siteHeaderRules, type SiteEntry } from './security-headers.ts';
import { redirectsFile } from './redirects.ts';
import { deployConfigs } from './deploy-configs.ts';
import { SERVER_FILES_FOLDER } from './site-rules.ts';

/**
 * Lists a folder of the built site for siteHeaderRules, but the compressed copies of its files
 * (`x.br`, `x.gz` beside `x`): a full build makes them after this runs, an incremental one keeps
 * those of the files it did not write again; the rules are the same either way.
 */
export const siteLister =
  (outDir: string) =>
  (path: string): SiteEntry[] => {
    const entries = readdirSync(join(outDir, path), { withFileTypes: true });
    const names = new Set(entries.map((entry) => entry.name));
    return entries
      .filter((entry) => !/\.(br|gz)$/.test(entry.name) || !names.has(entry.name.slice(0, -3)))
      .map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }));
  };

/**
 * Writes `dist/_headers` and `dist/_redirects` (the files Netlify and Cloudflare Pages read) from the
 * one definition in security-headers.ts, once every page is written (its rules
 * name the site's folders), with the hash of the built page template's inline
 * script (every prerendered page shares that template's head); and the nginx, Apache and Caddy
 * configurations of deploy/ into `dist/.deploy/`, which they all answer with 404, so a copy of
 * dist/ carries the configuration that matches its pages.
 */
export function headersPlugin(): Plugin {
  let outDir = '';
  let buildFailed = false;
  return {
    name: 'uni-headers',
    apply: 'build',
    buildEnd(error) {
      buildFailed = Boolean(error);
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other file is written (the prerender, the service worker, which is `post` too: list this plugin last).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (buildFailed) return;
        if (!existsSync(join(outDir, NOT_FOUND_FILE)))
          this.error('the pages are not written yet: list uni-headers after uni-prerender');
        const pages = pagesWithInlineScripts(outDir);
        const rules = siteHeaderRules(pages, siteLister(outDir));
        writeFileSync(join(outDir, '_headers'), headersFile(rules));
        writeFileSync(join(outDir, '_redirects'), redirectsFile());
        const serverFiles = join(outDir, SERVER_FILES_FOLDER);
        mkdirSync(serverFiles, { recursive: true });
        // `_redirects` is at the top already, where static hosts read it.
        for (const [name, text] of Object.entries(deployConfigs(pages)))
          if (name !== '_redirects') writeFileSync(join(serverFiles, name), text);
      },
    },
  };
}
