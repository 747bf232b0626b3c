import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { format, resolveConfig } from 'prettier';
import type { Plugin } from 'vite';
import { PLUGIN_ZIP_PATH } from '../../../data/paths.ts';
import { customElements, generateManifest, type CustomElementsManifest } from '../manifest/custom-elements-manifest.ts';
import { NOT_FRAMED } from '../manifest/embedding-forms.ts';
import { filesUnder } from '../files-under.ts';

/**
 * The WordPress plugin (host/wordpress/university-widgets/) as the kit ships it:
 * - its block's list of widgets (`block/widgets.json`), made from the Custom Elements
 *   Manifest, so the block offers every widget with the attributes it declares, as settings;
 *   `npm run typings` writes it, and a unit test fails when it is stale;
 * - the plugin's zip, `dist/integrations/university-widgets.zip`, which /embed links and a
 *   webmaster uploads under Plugins → Add New.
 */
export const WORDPRESS_PLUGIN_DIR = 'host/wordpress/university-widgets';
export const BLOCK_CATALOG_FILE = `${WORDPRESS_PLUGIN_DIR}/block/widgets.json`;

/** One setting of the block: an attribute of the widget. */
export interface BlockSetting {
  name: string;
  /** `string`, `number`, `boolean`, or `object` (JSON), as the manifest types it. */
  type: string;
  /** The only values it takes, when the manifest lists them (`'accordion' | 'all'`). */
  values?: string[];
  default?: string;
  /** Plain text: the manifest's description without Markdown code marks. */
  help: string;
}

export interface BlockWidget {
  tag: string;
  /** `uni-content-page` -> `Content page`. */
  title: string;
  summary: string;
  settings: BlockSetting[];
}

const plainText = (markdown: string) => markdown.replace(/`([^`]*)`/g, '$1');

/** `'a' | 'b'` -> ['a', 'b']; undefined for a type that is not a union of string literals. */
function literalValues(type: string): string[] | undefined {
  const parts = type.split('|').map((part) => /^'([^']*)'$/.exec(part.trim())?.[1]);
  return parts.length > 1 && parts.every((part) => part !== undefined) ? (parts as string[]) : undefined;
}

/** Every widget a page may embed (the /embed page's own documentation widget is not one), in manifest order. */
export function blockCatalog(manifest: CustomElementsManifest): BlockWidget[] {
  return customElements(manifest)
    .filter((element) => !NOT_FRAMED.has(element.tagName))
    .map((element) => ({
      tag: element.tagName,
      title: element.tagName
        .replace(/^uni-/, '')
        .replace(/-/g, ' ')
        .replace(/^./, (c) => c.toUpperCase()),
      summary: plainText(element.summary),
      settings: element.attributes.map((attribute) => {
        const values = literalValues(attribute.type.text);
        return {
          name: attribute.name,
          type: values ? 'string' : attribute.type.text,
          ...(values ? { values } : {}),
          ...(attribute.default !== undefined ? { default: attribute.default } : {}),
          help: plainText(attribute.description),
        };
      }),
    }));
}

/** The text of block/widgets.json for the widgets in the project at `root`, formatted as the repository is. */
export async function blockCatalogJson(root: string): Promise<string> {
  const { manifest } = await generateManifest(root);
  const file = join(root, BLOCK_CATALOG_FILE);
  return format(JSON.stringify(blockCatalog(manifest)), { ...(await resolveConfig(file)), filepath: file });
}

/** A fixed date for every entry, so the same plugin gives the same zip, byte for byte. */
const ZIP_DATE = new Date('2026-01-01T00:00:00Z');

/**
 * The plugin folder as WordPress's uploader wants it: one top folder, `university-widgets/`,
 * holding the plugin's files.
 */
export function pluginZip(root: string): Uint8Array {
  const folder = join(root, WORDPRESS_PLUGIN_DIR);
  const entries: Zippable = {};
  for (const file of filesUnder(folder).sort())
    entries[`university-widgets/${relative(folder, file).split('\\').join('/')}`] = [
      readFileSync(file),
      { mtime: ZIP_DATE },
    ];
  return zipSync(entries, { level: 9 });
}

/** In the site's build: writes the plugin's zip to dist/integrations/. */
export function wordPressPluginZip(root: string): Plugin {
  return {
    name: 'uni-wordpress-plugin-zip',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PLUGIN_ZIP_PATH.slice(1), source: pluginZip(root) });
    },
  };
}
