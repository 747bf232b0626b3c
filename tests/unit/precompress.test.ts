import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
    'a page is compressed at brotli 5, one beyond a first round trip at 11, one beyond its reach at 5',
    { timeout: 60000 },
    async () => {
      const small = Buffer.from(pageText(1500));
      const large = Buffer.from(pageText(5000));
      const huge = Buffer.from(pageText(9000));
      const [smallAt5, largeAt5, largeAt11, hugeAt5] = [
        brotliAt(small, 5),
        brotliAt(large, 5),
        brotliAt(large, 11),
        brotliAt(huge, 5),
      ];
      expect(smallAt5.length).toBeLessThan(13 * 1024);
      expect(largeAt5.length).toBeGreaterThan(13 * 1024);
      expect(largeAt5.length).toBeLessThan(13 * 1024 * 1.2);
      expect(largeAt11.length).toBeLessThan(largeAt5.length);
      expect(hugeAt5.length).toBeGreaterThan(13 * 1024 * 1.2);
      await build({ 'small.html': small.toString(), 'large.html': large.toString(), 'huge.html': huge.toString() });
      expect(readFileSync(join(root, 'dist/small.html.br'))).toEqual(smallAt5);
      expect(readFileSync(join(root, 'dist/large.html.br'))).toEqual(largeAt11);
      expect(readFileSync(join(root, 'dist/huge.html.br'))).toEqual(hugeAt5);
    },
  );
});
