import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileStamps } from '../../host/vite/content/file-stamps';

let folder = '';
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'uni-file-stamps-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

/** A data file holding `text`, last changed `secondsAgo` ago. */
function dataFile(name: string, text: string, secondsAgo: number): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  const then = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, then, then);
  return path;
}

/** One build's key for `path`: the stamps saved in `stampsFile` before, and what `make` was asked for. */
function buildKey(stampsFile: string, path: string, key: string) {
  const stamps = new FileStamps(stampsFile);
  let made = 0;
  const found = stamps.key(path, statSync(path), () => {
    made += 1;
    return key;
  });
  stamps.save();
  return { found, made };
}

describe('FileStamps: a file’s key kept between builds by its size and time of last change', () => {
  it('gives the last build’s key for a file unchanged since, without making it', () => {
    const stamps = join(folder, 'cache', 'stamps.bin');
    const path = dataFile('a.yaml', 'title: प्रवेश', 3600);
    expect(buildKey(stamps, path, 'first')).toEqual({ found: 'first', made: 1 });
    expect(buildKey(stamps, path, 'second')).toEqual({ found: 'first', made: 0 });
  });

  it('makes the key again when the file’s size or time changed', () => {
    const stamps = join(folder, 'stamps.bin');
    const path = dataFile('a.yaml', 'title: one', 3600);
    buildKey(stamps, path, 'first');
    // The same size, written later.
    dataFile('a.yaml', 'title: two', 1800);
    expect(buildKey(stamps, path, 'second')).toEqual({ found: 'second', made: 1 });
    // Another size, with the time of the last key.
    const { mtime } = statSync(path);
    writeFileSync(path, 'title: three');
    utimesSync(path, mtime, mtime);
    expect(buildKey(stamps, path, 'third')).toEqual({ found: 'third', made: 1 });
  });

  it('does not trust a key made just after the file changed: it could change again within the same second', () => {
    const stamps = join(folder, 'stamps.bin');
    const path = dataFile('a.yaml', 'title: one', 0);
    buildKey(stamps, path, 'first');
    expect(buildKey(stamps, path, 'second')).toEqual({ found: 'second', made: 1 });
  });

  it('makes every key again in a full build, and when its file cannot be read', () => {
    const stamps = join(folder, 'stamps.bin');
    const path = dataFile('a.yaml', 'title: one', 3600);
    buildKey(stamps, path, 'first');
    vi.stubEnv('UNI_FULL_BUILD', '1');
    expect(buildKey(stamps, path, 'second')).toEqual({ found: 'second', made: 1 });
    vi.unstubAllEnvs();
    writeFileSync(stamps, 'not what was saved');
    expect(buildKey(stamps, path, 'third')).toEqual({ found: 'third', made: 1 });
    expect(buildKey(stamps, path, 'fourth')).toEqual({ found: 'third', made: 0 });
  });
});
