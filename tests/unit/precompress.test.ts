import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressPlugin } from '../../host/vite/servers/precompress-plugin.ts';

const root = mkdtempSync(join(tmpdir(), 'uni-precompress-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Words drawn by a fixed sequence: text that compresses as a page does, differently at 5 and 11. */
function pageText(words: number): string {
  const syllables = ['वि', 'द्या', 'पी', 'ठ', 'प', 'री', 'क्षा', 'म', 'रा', 'ठी', 'सू', 'च', 'ना', 'क', 'ल्प'];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const text = Array.from({ length: words }, () =>
    Array.from({ length: 1 + (next() % 4) }, () => syllables[next() % syllables.length]).join(''),
  );
  return `<!doctype html><html lang="mr"><body><p>${text.join(' ')}</p></body></html>`;
}

const brotliAt = (source: Buffer, quality: number) =>
  brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });

async function build(files: Record<string, string>): Promise<void> {
  const outDir = join(root, 'dist');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  const plugin = precompressPlugin() as unknown as {
    configResolved: (config: object) => void;
    closeBundle: { handler: (this: { info: () => void }) => Promise<void> };
  };
  plugin.configResolved({ root, build: { outDir: 'dist' }, cacheDir: join(root, 'cache') });
  await plugin.closeBundle.handler.call({ info: () => {} });
}

describe('precompressed pages', () => {
  // Brotli 11 of a large page takes a second or more on a loaded machine.
  it(
    'a page is compressed at brotli 5; one beyond a first round trip at 10 where that brings it under, else at 11; one beyond its reach at 5',
    { timeout: 60000 },
    async () => {
      const small = Buffer.from(pageText(1500));
      const large = Buffer.from(pageText(5000));
      const larger = Buffer.from(pageText(5400));
      const huge = Buffer.from(pageText(9000));
      const mark = 13 * 1024;
      expect(brotliAt(small, 5).length).toBeLessThan(mark);
      for (const page of [large, larger]) {
        expect(brotliAt(page, 5).length).toBeGreaterThan(mark);
        expect(brotliAt(page, 5).length).toBeLessThan(mark * 1.2);
      }
      expect(brotliAt(large, 10).length).toBeLessThan(mark);
      expect(brotliAt(larger, 10).length).toBeGreaterThan(mark);
      expect(brotliAt(larger, 11).length).toBeLessThan(brotliAt(larger, 10).length);
      expect(brotliAt(huge, 5).length).toBeGreaterThan(mark * 1.2);
      await build({
        'small.html': small.toString(),
        'large.html': large.toString(),
        'larger.html': larger.toString(),
        'huge.html': huge.toString(),
      });
      expect(readFileSync(join(root, 'dist/small.html.br'))).toEqual(brotliAt(small, 5));
      expect(readFileSync(join(root, 'dist/large.html.br'))).toEqual(brotliAt(large, 10));
      expect(readFileSync(join(root, 'dist/larger.html.br'))).toEqual(brotliAt(larger, 11));
      expect(readFileSync(join(root, 'dist/huge.html.br'))).toEqual(brotliAt(huge, 5));
    },
  );

  it(
    "a shared script is compressed at brotli 11, one over a megabyte (the desk's editor) at 9",
    { timeout: 60000 },
    async () => {
      const script = Buffer.from(`export const words = ${JSON.stringify(pageText(3000))};\n`);
      // Repeated text: a megabyte that brotli 9 compresses in milliseconds (11 differs from it, slowly).
      const vendored = Buffer.from(`export const words = ${JSON.stringify(pageText(3000).repeat(25))};\n`);
      expect(script.length).toBeLessThan(1024 * 1024);
      expect(vendored.length).toBeGreaterThan(1024 * 1024);
      await build({ 'script.js': script.toString(), 'vendored.js': vendored.toString() });
      expect(readFileSync(join(root, 'dist/script.js.br'))).toEqual(brotliAt(script, 11));
      expect(readFileSync(join(root, 'dist/vendored.js.br'))).toEqual(brotliAt(vendored, 9));
      expect(brotliAt(vendored, 9)).not.toEqual(brotliAt(vendored, 11));
    },
  );

  it('keeps the costly copies in the cache, by content and levels, not those at brotli 5', async () => {
    const cache = join(root, 'cache', 'precompressed');
    mkdirSync(cache, { recursive: true });
    // The copies of a page no longer built.
    for (const name of ['gone-q10-l6.br', 'gone-q10-l6.gz']) writeFileSync(join(cache, name), 'copy');
    const large = Buffer.from(pageText(5000));
    await build({ 'small.html': pageText(1500), 'large.html': large.toString() });
    const hash = createHash('sha256').update(large).digest('hex');
    const kept = readdirSync(cache);
    // Brotli 10 brings the large page under the mark: its copies at 10 are kept, none at 5, nor the page no longer built.
    expect(kept.toSorted()).toEqual([`${hash}-q10-l6.br`, `${hash}-q10-l6.gz`]);
    expect(readFileSync(join(root, 'dist/large.html.br'))).toEqual(brotliAt(large, 10));
    expect(existsSync(join(root, 'dist/small.html.br'))).toBe(true);
  });
});
