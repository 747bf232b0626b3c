import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { headersFile, siteHeaderRules } from './security-headers.ts';

/**
 * Writes `dist/_headers` (the format Netlify and Cloudflare Pages read) from the
 * one definition in security-headers.ts, with the hash of the built page
 * template's inline script (every prerendered page shares that template's head).
 */
export function headersPlugin(): Plugin {
  return {
    name: 'uni-headers',
    apply: 'build',
    writeBundle(options, bundle) {
      const template = bundle['index.html'];
      if (template?.type !== 'asset') return this.error('index.html is missing from the bundle');
      writeFileSync(join(options.dir!, '_headers'), headersFile(siteHeaderRules(String(template.source))));
    },
  };
}
