import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { formatProblem } from '../../../data/records/read-record.ts';
import { readSiteFile, siteFileName } from '../../../data/site/read-site-file.ts';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The module of a file's value: an object's fields are named exports and its default export
 * is built from them, so a widget that reads one field carries only that one.
 */
function moduleOf(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `export default ${JSON.stringify(value)};\n`;
  const entries = Object.entries(value);
  const named = entries.filter(([key]) => IDENTIFIER.test(key));
  const fields = entries.map(([key, field]) =>
    IDENTIFIER.test(key) ? key : `${JSON.stringify(key)}: ${JSON.stringify(field)}`,
  );
  return [
    ...named.map(([key, field]) => `export const ${key} = ${JSON.stringify(field)};`),
    `export default { ${fields.join(', ')} };`,
    '',
  ].join('\n');
}

/**
 * Loads the files that describe the site (data/site/<name>.yaml, data/site/<lang>/<name>.yaml:
 * identity, menu, footer, login form) as modules: checked at build time against their schema
 * (a bad file fails the build naming file, field and language), given as plain JSON, so
 * visitors' code carries neither the schema nor a YAML parser. The default export is the file's
 * value; each top-level field of an object is also a named export, so a glob over the language
 * folders can import one field (`{ import: 'quickLinks' }`).
 */
export function siteFilesPlugin(root: string): Plugin {
  const prefix = root.replace(/\/?$/, '/');
  return {
    name: 'uni-site-files',
    load(id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(prefix) || !siteFileName(file)) return undefined;
      const result = readSiteFile(file.slice(prefix.length), readFileSync(file, 'utf8'));
      if ('problems' in result)
        return this.error(`A site file that needs correcting:\n${result.problems.map(formatProblem).join('\n')}`);
      return moduleOf(result.value);
    },
  };
}
