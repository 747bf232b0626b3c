import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEVANAGARI_RANGES,
  devanagariCharacters,
  ensureDevanagariSubset,
  fontsourceFile,
} from '../../host/vite/assets/devanagari-subset';
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

  it('finds exactly the Devanagari characters of the data’s text: each range’s edges, joiners, nothing next to them', () => {
    const site = mkdtempSync(join(tmpdir(), 'uni-devanagari-'));
    try {
      mkdirSync(join(site, 'data/records'), { recursive: true });
      // Each range's edges, joiners, the rupee sign, the dotted circle, and what is next to them but not Devanagari
      // (the characters outside pin the ranges themselves).
      const text = 'ऀ ॿ ᳐ ᳹ ‌ ‍ ₹ ◌ ꣠ ꣿ क्षा ৎ ᳺ ₸ 😀 é';
      writeFileSync(join(site, 'data/records/sample.yaml'), `title: ${text}\n`);
      writeFileSync(join(site, 'data/identity.json'), readFileSync(join(root, 'data/site/identity.yaml'), 'utf8'));
      const expected = new Set(
        [...text, ...readFileSync(join(root, 'data/site/identity.yaml'), 'utf8')].filter((character) =>
          DEVANAGARI_RANGES.some(
            ([first, last]) => character.codePointAt(0)! >= first && character.codePointAt(0)! <= last,
          ),
        ),
      );
      const found = devanagariCharacters(site);
      for (const character of expected) expect(found, character).toContain(character);
      for (const character of ['ৎ', 'ᳺ', '₸', 'é']) expect(found).not.toContain(character);
      // Beside the data's, only what Intl writes in Marathi and Hindi.
      expect([...found].filter((character) => !expected.has(character) && !characters.includes(character))).toEqual([]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('sees a data file changed since the last build (whose characters it keeps by the files’ bytes)', () => {
    const site = mkdtempSync(join(tmpdir(), 'uni-devanagari-'));
    try {
      const record = join(site, 'data/records/sample.yaml');
      mkdirSync(join(site, 'data/records'), { recursive: true });
      // Vedic and extended signs: never among what Intl writes.
      writeFileSync(record, 'title: ᳐\n');
      const first = devanagariCharacters(site);
      expect(first).toContain('᳐');
      expect(devanagariCharacters(site)).toBe(first);
      writeFileSync(record, 'title: ꣠\n');
      const changed = devanagariCharacters(site);
      expect(changed).toContain('꣠');
      expect(changed).not.toContain('᳐');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
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
