import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { generateManifest } from '../../host/vite/manifest/custom-elements-manifest';
import {
  BLOCK_CATALOG_FILE,
  blockCatalog,
  blockCatalogJson,
  pluginZip,
  WORDPRESS_PLUGIN_DIR,
} from '../../host/vite/kit/wordpress-plugin';

const root = resolve(__dirname, '../..');
const { manifest } = await generateManifest(root);

function pluginFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) =>
    statSync(join(folder, name)).isDirectory() ? pluginFiles(join(folder, name)) : [join(folder, name)],
  );
}

describe("the WordPress block's widgets (block/widgets.json)", () => {
  const catalog = blockCatalog(manifest);

  it('is up to date with the widgets (run `npm run typings` after changing attributes)', async () => {
    expect(readFileSync(join(root, BLOCK_CATALOG_FILE), 'utf8')).toBe(await blockCatalogJson(root));
  });

  it("lists every widget of the manifest but /embed's own documentation, each with every attribute it declares", () => {
    const tags = manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName));
    expect(catalog.map((widget) => widget.tag)).toEqual(tags.filter((tag) => tag !== 'uni-embed-docs'));
    for (const widget of catalog) {
      const declared = manifest.modules
        .flatMap((module) => module.declarations)
        .find((declaration) => declaration.tagName === widget.tag)!.attributes;
      expect(
        widget.settings.map((setting) => setting.name),
        widget.tag,
      ).toEqual(declared.map((attribute) => attribute.name));
    }
  });

  it('gives each setting its kind, allowed values, default and a plain-text help', () => {
    const events = catalog.find((widget) => widget.tag === 'uni-events')!;
    expect(events.title).toBe('Events');
    expect(catalog.find((widget) => widget.tag === 'uni-content-page')?.title).toBe('Content page');
    expect(events.settings.find((setting) => setting.name === 'lang')).toMatchObject({
      type: 'string',
      values: ['en', 'mr', 'hi'],
    });
    expect(events.settings.find((setting) => setting.name === 'src')).toMatchObject({ type: 'string' });
    expect(events.settings.find((setting) => setting.name === 'src')).not.toHaveProperty('values');
    const search = catalog.find((widget) => widget.tag === 'uni-search')!;
    expect(search.settings.find((setting) => setting.name === 'limit')).toMatchObject({ type: 'number', default: '8' });
    for (const widget of catalog)
      for (const setting of widget.settings) {
        expect(setting.help, `${widget.tag} ${setting.name}`).not.toBe('');
        expect(setting.help, `${widget.tag} ${setting.name}`).not.toContain('`');
      }
  });
});

describe("the plugin's zip", () => {
  const folder = join(root, WORDPRESS_PLUGIN_DIR);

  it('holds the plugin folder, file for file, under one top folder as WordPress unpacks it', () => {
    const unzipped = unzipSync(pluginZip(root));
    const expected = pluginFiles(folder).map((file) => `university-widgets/${relative(folder, file)}`);
    expect(Object.keys(unzipped).sort()).toEqual(expected.sort());
    for (const file of pluginFiles(folder))
      expect(
        Buffer.from(unzipped[`university-widgets/${relative(folder, file)}`]).equals(readFileSync(file)),
        file,
      ).toBe(true);
    expect(Object.keys(unzipped)).toEqual(
      expect.arrayContaining([
        'university-widgets/university-widgets.php',
        'university-widgets/readme.txt',
        'university-widgets/LICENSE',
        'university-widgets/block/widgets.json',
      ]),
    );
  });

  it('is the same, byte for byte, from the same files', () => {
    expect(Buffer.from(pluginZip(root)).equals(Buffer.from(pluginZip(root)))).toBe(true);
  });
});
