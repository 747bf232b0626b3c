import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeOutputFiles } from '../../host/vite/output-files.ts';

const root = mkdtempSync(join(tmpdir(), 'uni-output-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Files as the search index makes them: many, in folders of their own. */
const shards = (count: number, text = (n: number) => `{"n":${n}}`) =>
  Array.from({ length: count }, (_, n) => [`search/${n % 3 ? 'mr' : 'en'}/p${n}.json`, text(n)] as const);

describe('writeOutputFiles', () => {
  it('writes every file, text or bytes, folders made as needed', async () => {
    const outDir = join(root, 'full');
    const files = [...shards(50), ['feeds/a/b/c.ics', new Uint8Array([1, 2, 3])] as const];
    expect(await writeOutputFiles(outDir, files)).toBe(51);
    for (const [name, source] of files) expect(readFileSync(join(outDir, name))).toEqual(Buffer.from(source));
  });

  it('in a build that keeps dist/, leaves a file of the same bytes as it was and says so', async () => {
    const outDir = join(root, 'kept');
    await writeOutputFiles(outDir, shards(40));
    const old = new Date('2026-01-01T00:00:00Z');
    for (const [name] of shards(40)) utimesSync(join(outDir, name), old, old);
    const unchanged: string[] = [];
    const kept = { keeps: () => true, unchanged: (file: string) => unchanged.push(file) };
    // Every fifth file changed, one more added.
    const next = [...shards(40, (n) => (n % 5 ? `{"n":${n}}` : `{"n":${n},"changed":true}`)), ...shards(41).slice(40)];
    expect(await writeOutputFiles(outDir, next, kept)).toBe(9);
    expect(unchanged.toSorted()).toEqual(
      shards(40)
        .filter((_, n) => n % 5)
        .map(([name]) => name)
        .toSorted(),
    );
    for (const [name, source] of next) {
      expect(readFileSync(join(outDir, name), 'utf8')).toBe(source);
      // What was not written keeps its last change: its compressed copies are not made again.
      expect(statSync(join(outDir, name)).mtimeMs === old.getTime()).toBe(unchanged.includes(name));
    }
  });

  it('in a full build, writes a file again even when its bytes are there', async () => {
    const outDir = join(root, 'again');
    await writeOutputFiles(outDir, shards(5));
    const unchanged: string[] = [];
    const full = { keeps: () => false, unchanged: (file: string) => unchanged.push(file) };
    expect(await writeOutputFiles(outDir, shards(5), full)).toBe(5);
    expect(unchanged).toEqual([]);
  });

  it('fails with the error of a file it cannot write', async () => {
    const outDir = join(root, 'blocked');
    await writeOutputFiles(outDir, [['search', 'a file where a folder must go']]);
    await expect(writeOutputFiles(outDir, shards(20))).rejects.toThrow(/search/);
  });
});
