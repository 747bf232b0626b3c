import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isLanguage } from '../../../data/i18n/languages.ts';
import { formatProblem } from '../../../data/records/read-record.ts';
import {
  readStaticPages,
  STATIC_PAGE_GROUPS,
  staticPagesFile,
  type StaticPageGroup,
} from '../../../data/static-pages/read-static-pages.ts';

/**
 * Serves the site's own pages (data/static-pages/<group>.<lang>.yaml) to the site's code:
 * `virtual:static-pages/<group>?lang=<code>` is that file's pages, checked against `StaticPage`
 * at build time (a bad file fails the build naming file, field and language) and given as plain
 * JSON, so visitors' code carries neither the schema nor a YAML parser. A language without its
 * file is an error: data/<lang>/pages.ts and data/<lang>/gigw-pages.ts import one only when it exists.
 */
const PREFIX = 'virtual:static-pages/';

const isGroup = (name: string): name is StaticPageGroup => (STATIC_PAGE_GROUPS as readonly string[]).includes(name);

export function staticPagesPlugin(root: string): Plugin {
  return {
    name: 'uni-static-pages',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [group = '', query = ''] = id.slice(1 + PREFIX.length).split('?');
      const lang = new URLSearchParams(query).get('lang');
      if (!isGroup(group)) return this.error(`${id.slice(1)}: the groups are ${STATIC_PAGE_GROUPS.join(', ')}`);
      if (!isLanguage(lang)) return this.error(`${id.slice(1)}: give a language, ?lang=en`);
      const file = staticPagesFile(group, lang);
      if (!existsSync(join(root, file))) return this.error(`${id.slice(1)}: there is no ${file}`);
      this.addWatchFile(join(root, file));
      const result = readStaticPages(file, lang, readFileSync(join(root, file), 'utf8'));
      if ('problems' in result)
        return this.error(`Pages that need correcting:\n${result.problems.map(formatProblem).join('\n')}`);
      return `export default ${JSON.stringify(result.pages)};\n`;
    },
  };
}
