import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { unchangedOutputsPlugin } from '../../host/vite/incremental/unchanged-outputs.ts';
import { siteLister } from '../../host/vite/servers/headers-plugin.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder holding what the last build wrote. */
function lastBuild(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'uni-unchanged-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  return folder;
}

const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code }) as Rolldown.OutputChunk;
const asset = (fileName: string, source: string | Uint8Array) =>
  ({ type: 'asset', fileName, source }) as Rolldown.OutputAsset;

/** The plugin over the last build in `folder`, in an incremental build when `active`; `kept` hears each name it finds unchanged. */
const pluginFor = (folder: string, active: boolean, kept: (name: string) => void = () => {}) =>
  unchangedOutputsPlugin(
    () => folder,
    () => active,
    kept,
  );

/** The plugin's generateBundle on `bundle`: the names it reported unchanged. */
function run(folder: string, active: boolean, bundle: Rolldown.OutputBundle): string[] {
  const unchanged: string[] = [];
  const plugin = pluginFor(folder, active, (name) => unchanged.push(name));
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: Rolldown.OutputBundle) => void };
  hook.handler({}, bundle);
  return unchanged;
}

describe('unchangedOutputsPlugin: files dist/ holds already are not written again', () => {
  it('takes out of the bundle the chunks and assets whose bytes are the same, and only those', () => {
    const folder = lastBuild({
      'assets/entry-A.js': 'export const a = 1;',
      'search/en/t1.json': '{"terms":["exam"]}',
      'search/en/t2.json': '{"terms":["fees"]}',
      'sitemap.xml': '<urlset/>',
      'feeds/en.xml': '<rss>old</rss>',
    });
    const bundle: Rolldown.OutputBundle = {
      'assets/entry-A.js': chunk('assets/entry-A.js', 'export const a = 1;'),
      'search/en/t1.json': asset('search/en/t1.json', '{"terms":["exam"]}'),
      // Same length, other bytes.
      'search/en/t2.json': asset('search/en/t2.json', '{"terms":["feed"]}'),
      'sitemap.xml': asset('sitemap.xml', new TextEncoder().encode('<urlset/>')),
      'feeds/en.xml': asset('feeds/en.xml', '<rss>new, longer</rss>'),
      'assets/new-B.js': chunk('assets/new-B.js', 'export {};'),
    };
    const unchanged = run(folder, true, bundle);
    expect(unchanged.toSorted()).toEqual(['assets/entry-A.js', 'search/en/t1.json', 'sitemap.xml']);
    expect(Object.keys(bundle).toSorted()).toEqual(['assets/new-B.js', 'feeds/en.xml', 'search/en/t2.json']);
  });

  it('leaves a full build alone: every file written, the folder emptied first as configured', () => {
    const folder = lastBuild({ 'sitemap.xml': '<urlset/>' });
    const bundle: Rolldown.OutputBundle = { 'sitemap.xml': asset('sitemap.xml', '<urlset/>') };
    expect(run(folder, false, bundle)).toEqual([]);
    expect(Object.keys(bundle)).toEqual(['sitemap.xml']);
    const config = (active: boolean) => (pluginFor(folder, active).config as () => unknown)();
    expect(config(false)).toBeUndefined();
    expect(config(true)).toEqual({ build: { emptyOutDir: false } });
  });
});

describe('siteLister: the headers are the same whether the copies of unchanged files are there or not', () => {
  it('lists a folder without the compressed copies of its files, but a .gz file of its own', () => {
    const folder = lastBuild({
      'sitemap.xml': '<urlset/>',
      'sitemap.xml.br': 'br',
      'sitemap.xml.gz': 'gz',
      'archive.gz': 'a download',
      'search/en/base.json': '{}',
    });
    const listed = siteLister(folder)('');
    expect(listed.map((entry) => entry.name).toSorted()).toEqual(['archive.gz', 'search', 'sitemap.xml']);
    expect(listed.find((entry) => entry.name === 'search')?.isDirectory).toBe(true);
  });
});
