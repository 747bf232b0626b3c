import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The built site the end-to-end tests read from disk. */
export const DIST = join(import.meta.dirname, '../../dist');

/** Every page prerendered in a language (`/mr`, `/mr/about`, ...), from the files in dist/. */
export function prerenderedPaths(lang: 'mr' | 'hi'): string[] {
  const walk = (folder: string, prefix: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return walk(join(folder, entry.name), `${prefix}/${entry.name}`);
      return entry.name.endsWith('.html') ? [`${prefix}/${entry.name.replace(/\.html$/, '')}`] : [];
    });
  return [`/${lang}`, ...walk(join(DIST, lang), `/${lang}`)];
}
