import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * English messages a namespace at a time, for the browser (data/i18n/english.ts says why).
 *
 * `virtual:uni-english/<namespace>` adds that namespace's messages (the keys `<namespace>.…`
 * of data/i18n/messages/en.json) to the English catalog. Every project module the browser
 * loads that names a key, in quotes (`'events.heading'`) or as the start of a template
 * (`` `feedback.${outcome}` ``), gets an import of the key's namespace in front: a widget
 * chunk carries the words it can show and no others, and no hand-kept list can fall out
 * of date. The server's modules are left alone: they have the whole catalog.
 */
const PREFIX = 'virtual:uni-english/';
/** The plugin's name, for a build that must leave the catalog out (host/vite/prerender/search-page-script.ts). */
export const ENGLISH_MESSAGES_PLUGIN = 'uni-english-messages';
const RESOLVED_PREFIX = '\0' + PREFIX;
const SOURCE = /\.(ts|tsx)$/;
/** A quoted key (`'ns.rest'`) or a template that starts with one (`` `ns.${…}` ``). */
const KEY_LITERAL = /(['"`])([A-Za-z]\w*)\.([\w.]*)(\1|\$\{)/g;

type Catalog = Record<string, string>;

/** The namespaces of the keys `code` names, given the catalog's keys; sorted, each once. */
export function namespacesNamed(code: string, keys: ReadonlySet<string>, namespaces: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const [, , namespace, rest, end] of code.matchAll(KEY_LITERAL)) {
    if (!namespaces.has(namespace)) continue;
    // A whole key, or a template whose fixed start begins at least one key.
    const named =
      end === '${' ? [...keys].some((key) => key.startsWith(`${namespace}.${rest}`)) : keys.has(`${namespace}.${rest}`);
    if (named) found.add(namespace);
  }
  return [...found].sort();
}

/** The catalog's messages of one namespace. */
export function namespaceMessages(catalog: Catalog, namespace: string): Catalog {
  return Object.fromEntries(Object.entries(catalog).filter(([key]) => key.startsWith(`${namespace}.`)));
}

export function englishMessagesPlugin(root: string): Plugin {
  const catalogFile = resolve(root, 'data/i18n/messages/en.json');
  const englishModule = resolve(root, 'data/i18n/english.ts');
  const sources = [resolve(root, 'widgets'), resolve(root, 'host'), resolve(root, 'data')];
  let catalog: Catalog = {};
  let keys = new Set<string>();
  let namespaces = new Set<string>();
  const readCatalog = () => {
    catalog = JSON.parse(readFileSync(catalogFile, 'utf8')) as Catalog;
    keys = new Set(Object.keys(catalog));
    namespaces = new Set([...keys].map((key) => key.split('.')[0]));
  };
  return {
    name: ENGLISH_MESSAGES_PLUGIN,
    buildStart() {
      readCatalog();
      this.addWatchFile(catalogFile);
    },
    watchChange(id) {
      if (id === catalogFile) readCatalog();
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED_PREFIX + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const namespace = id.slice(RESOLVED_PREFIX.length);
      this.addWatchFile(catalogFile);
      return `import { addEnglish } from ${JSON.stringify(englishModule)};\naddEnglish(${JSON.stringify(namespaceMessages(catalog, namespace))});\n`;
    },
    transform(code, id, options) {
      if (options?.ssr || !SOURCE.test(id) || id.includes('node_modules')) return undefined;
      if (!sources.some((folder) => id.startsWith(folder)) || id === englishModule) return undefined;
      const named = namespacesNamed(code, keys, namespaces);
      if (named.length === 0) return undefined;
      // On the first line, so every other line keeps its number in the source map.
      const imports = named.map((namespace) => `import ${JSON.stringify(PREFIX + namespace)};`).join('');
      return { code: imports + code, map: null };
    },
  };
}
