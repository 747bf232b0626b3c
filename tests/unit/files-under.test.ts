import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder, relativeFilesUnder } from '../../host/vite/files-under';

/** The build's one folder walk (host/vite/files-under.ts). */
describe('filesUnder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'files-under-'));
  for (const file of ['a.pdf', 'docs/b.pdf', 'docs/news/c.txt', 'docs/news/2026/d.pdf']) {
    mkdirSync(join(folder, file, '..'), { recursive: true });
    writeFileSync(join(folder, file), file);
  }
  mkdirSync(join(folder, 'empty'));
  symlinkSync(join(folder, 'docs'), join(folder, 'linked'), 'dir');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const sorted = (paths: string[]) => paths.map((path) => path.slice(folder.length + 1)).sort();

  it('lists every file under the folder, at any depth, joined onto the folder; an empty folder adds none', () => {
    expect(sorted(filesUnder(folder))).toEqual([
      'a.pdf',
      'docs/b.pdf',
      'docs/news/2026/d.pdf',
      'docs/news/c.txt',
      'linked',
    ]);
  });

  it('keeps only the files the filter accepts, by their path', () => {
    expect(sorted(filesUnder(folder, (path) => path.endsWith('.pdf')))).toEqual([
      'a.pdf',
      'docs/b.pdf',
      'docs/news/2026/d.pdf',
    ]);
    expect(sorted(filesUnder(join(folder, 'docs'), (path) => path.includes('/news/')))).toEqual([
      'docs/news/2026/d.pdf',
      'docs/news/c.txt',
    ]);
  });

  it('lists them by their path below the folder, without it', () => {
    expect(relativeFilesUnder(join(folder, 'docs')).sort()).toEqual(['b.pdf', 'news/2026/d.pdf', 'news/c.txt']);
  });

  it('names a missing folder', () => {
    expect(() => filesUnder(join(folder, 'missing'))).toThrow(/ENOENT.*missing/);
    expect(() => relativeFilesUnder(join(folder, 'missing'))).toThrow(/ENOENT.*missing/);
  });
});
