import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { buildReusable, moduleInputKey } from '../../host/vite/incremental/build-plan.ts';
import { inputHashes } from '../../host/vite/incremental/build-inputs.ts';
import {
  bundleOutputs,
  keptBundleFiles,
  unnamedModule,
  type SiteBundleRecord,
} from '../../host/vite/incremental/site-bundle.ts';

/** The site's bundle kept by an incremental build (host/vite/incremental/site-bundle.ts), on a small project of its own. */
const work = mkdtempSync(join(tmpdir(), 'uni-site-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(work, file)), { recursive: true });
  writeFileSync(join(work, file), text);
};

const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code }) as Rolldown.OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as Rolldown.OutputAsset;
const outputOf = (...files: Array<Rolldown.OutputChunk | Rolldown.OutputAsset>) =>
  Object.fromEntries(files.map((file) => [file.fileName, file])) as Rolldown.OutputBundle;

describe('bundleOutputs and keptBundleFiles', () => {
  const output = outputOf(
    chunk('assets/index-aaaaaaaa.js', 'export {};'),
    asset('assets/widgets-bbbbbbbb.css', 'a{}'),
    asset('index.html', '<html></html>'),
    asset('search/en/base.json', '{}'),
  );

  it('records the files of assets/ by their content, not the template nor the other plugins’ files', () => {
    const outputs = bundleOutputs(output);
    expect(Object.keys(outputs).toSorted()).toEqual(['assets/index-aaaaaaaa.js', 'assets/widgets-bbbbbbbb.css']);
    expect(bundleOutputs(outputOf(chunk('assets/index-aaaaaaaa.js', 'export {};')))['assets/index-aaaaaaaa.js']).toBe(
      outputs['assets/index-aaaaaaaa.js'],
    );
    expect(bundleOutputs(outputOf(chunk('assets/index-aaaaaaaa.js', 'export const a = 1;')))).not.toEqual({
      'assets/index-aaaaaaaa.js': outputs['assets/index-aaaaaaaa.js'],
    });
  });

  it('keeps the recorded files this build does not emit (the search page’s scripts are emitted every build)', () => {
    const record: SiteBundleRecord = {
      inputs: { code: 'c' },
      outputs: { 'assets/index-aaaaaaaa.js': 'x', 'assets/search-page-cccccccc.js': 'y' },
      template: '<html></html>',
      shell: ['assets/index-aaaaaaaa.js'],
      stylesheet: 'assets/widgets-bbbbbbbb.css',
    };
    const now = outputOf(asset('assets/search-page-cccccccc.js', 'export {};'), asset('index.html', ''));
    expect(keptBundleFiles(record, now)).toEqual(['assets/index-aaaaaaaa.js']);
  });
});

describe('the site’s bundle record against the project now', () => {
  write('widgets/events/element.ts', 'export const events = 1;');
  write('data/menu.ts', 'export const menu = [];');
  write('data/records/circulars/2025/a.yaml', 'title: A');
  const ids = [`${work}/widgets/events/element.ts`, `${work}/data/menu.ts`, '\0virtual:route-index'];
  const facts = (routeIndex: string) => ({
    code: 'code-1',
    today: '2026-01-12',
    sections: () => ({ 'student:en': 's1' }),
    routeIndex,
    extra: { 'devanagari-subset': 'subset-1' },
  });
  const keys = ids.map((id) => moduleInputKey(id, work)) as string[];
  const record = (routeIndex = 'export const routeIndex = [];') => {
    const hashes = inputHashes(work, facts(routeIndex));
    return Object.fromEntries([...keys, 'devanagari-subset'].map((key) => [key, hashes(key)!]));
  };
  const before: SiteBundleRecord = {
    inputs: record(),
    outputs: { 'assets/index-aaaaaaaa.js': 'x' },
    template: '',
    shell: [],
    stylesheet: '',
  };
  const reusable = (routeIndex?: string) => {
    const now = inputHashes(work, facts(routeIndex ?? 'export const routeIndex = [];'));
    return buildReusable(before, now, () => 'x');
  };

  it('is kept when only a record changed (no module of the bundle holds one)', () => {
    write('data/records/circulars/2025/a.yaml', 'title: A, revised');
    write('data/records/circulars/2025/b.yaml', 'title: B');
    expect(reusable()).toBe(true);
  });

  it('is made again when a widget’s source, a data file it imports or the route index changes', () => {
    write('widgets/events/element.ts', 'export const events = 2;');
    expect(reusable()).toBe(false);
    write('widgets/events/element.ts', 'export const events = 1;');
    write('data/menu.ts', 'export const menu = [1];');
    expect(reusable()).toBe(false);
    write('data/menu.ts', 'export const menu = [];');
    expect(reusable()).toBe(true);
    expect(reusable('export const routeIndex = [{ path: "/new" }];')).toBe(false);
  });

  it('names the first module no record can name (the bundle is then made again every build)', () => {
    const withUnknown = [...ids, '\0virtual:something-new'];
    expect(
      unnamedModule(
        withUnknown,
        withUnknown.map((id) => moduleInputKey(id, work)),
      ),
    ).toBe('\0virtual:something-new');
    expect(unnamedModule(ids, keys)).toBeUndefined();
  });
});
