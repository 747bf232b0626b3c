import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isLanguage } from '../../data/i18n/languages.ts';
import { formatProblem } from '../../data/records/read-record.ts';
import { readWhatsNew, whatsNewFile } from '../../data/static-pages/read-whats-new.ts';

/**
 * Serves `virtual:whats-new?lang=<code>`: the words of What's new and the archive in that
 * language (data/static-pages/whats-new.<lang>.yaml), checked at build time (a mistake fails
 * the build naming file, field and language) and given as plain JSON.
 */
const ID = 'virtual:whats-new';

export function whatsNewPlugin(root: string): Plugin {
  return {
    name: 'uni-whats-new',
    resolveId: (id) => (id.startsWith(`${ID}?`) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${ID}?`)) return undefined;
      const lang = new URLSearchParams(id.split('?')[1]).get('lang');
      if (!isLanguage(lang)) return this.error(`${id.slice(1)}: give a language, ?lang=en`);
      const file = whatsNewFile(lang);
      this.addWatchFile(join(root, file));
      const result = readWhatsNew(file, lang, readFileSync(join(root, file), 'utf8'));
      if ('problems' in result)
        return this.error(`Pages that need correcting:\n${result.problems.map(formatProblem).join('\n')}`);
      return `export default ${JSON.stringify(result.words)};\n`;
    },
  };
}
