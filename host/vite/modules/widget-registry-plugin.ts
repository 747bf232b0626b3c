import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Serves `virtual:widget-registry`: every folder of widgets/ that holds an
 * `element.ts` is a widget, tagged `uni-` and the folder's name, loaded lazily:
 * `{ 'uni-events': () => import('<project>/widgets/events/element.ts'), ... }`. Written as
 * that literal map (not `import.meta.glob`, whose path keys and their mapping cost
 * the 2 KB embed loader some 30 bytes gzip).
 */
const MODULE_ID = 'virtual:widget-registry';
const RESOLVED_ID = '\0' + MODULE_ID;

/** The widget folders, in name order. */
export const widgetFolders = (root: string) =>
  readdirSync(join(root, 'widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'widgets', entry.name, 'element.ts')))
    .map((entry) => entry.name)
    .sort();

export function widgetRegistryPlugin(root: string): Plugin {
  return {
    name: 'uni-widget-registry',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // A new widget folder is picked up by the next build or dev-server start (watching the
      // folder itself would make the dev server resolve it as an import).
      // Absolute file paths: the site build's root is host/, the kit's is the project.
      const entries = widgetFolders(root).map(
        (folder) => `  'uni-${folder}': () => import(${JSON.stringify(join(root, 'widgets', folder, 'element.ts'))}),`,
      );
      return `export const widgetLoaders = {\n${entries.join('\n')}\n};\n`;
    },
  };
}
