import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devanagariCharacters, ensureDevanagariSubset, fontsourceFile } from '../../host/vite/assets/devanagari-subset';
import { DEVANAGARI_FONT_FILES } from '../../widgets/core/fonts/register-devanagari';

const root = resolve(import.meta.dirname, '../..');

describe('the Devanagari font subset (issue #11)', () => {
  const characters = devanagariCharacters(root);

  it('covers every Devanagari character of the Marathi and Hindi catalogs and what Intl writes in them', () => {
    for (const lang of ['mr', 'hi']) {
      const catalog = readFileSync(join(root, `data/i18n/messages/${lang}.json`), 'utf8');
      for (const character of catalog.match(/[\u0900-\u097F]/g) ?? [])
        expect(characters, `${lang}: ${character}`).toContain(character);
      const written = new Intl.DateTimeFormat(lang, { month: 'long', day: 'numeric' }).format(new Date(2025, 8, 27));
      for (const character of written.replace(/[^\u0900-\u097F]/g, '')) expect(characters).toContain(character);
    }
    for (const digit of '०१२३४५६७८९') expect(characters).toContain(digit);
    expect(characters).not.toMatch(/[A-Za-z0-9]/);
  });

  it('writes both weights as WOFF2, each well under the whole file', async () => {
    const folder = await ensureDevanagariSubset(root);
    for (const font of DEVANAGARI_FONT_FILES) {
      const subset = readFileSync(join(folder, font.file));
      const whole = readFileSync(
        join(root, 'node_modules/@fontsource/noto-sans-devanagari/files', fontsourceFile(font.weight)),
      );
      expect(subset.subarray(0, 4).toString('latin1'), font.file).toBe('wOF2');
      expect(subset.length, font.file).toBeLessThan(whole.length * 0.7);
    }
  }, 60_000);
});
