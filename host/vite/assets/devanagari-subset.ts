import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { DEVANAGARI_FONT_FILES } from '../../../widgets/core/fonts/register-devanagari.ts';
import { siteIdentity } from '../../../data/site/read-site-file.ts';
import { DEVANAGARI_LANGUAGE_CODES, LANGUAGES } from '../../../data/i18n/languages.ts';
import { devanagariFacesCss } from './devanagari-faces.ts';
import { filesUnder } from '../files-under.ts';
import { charactersCache } from './characters-cache.ts';

/**
 * The Devanagari font, cut at build to the glyphs the site can show (spec's Marathi and
 * Hindi pages): every Devanagari character in data/ (content, catalogs, glossary terms)
 * and what the browser's Intl writes in those languages (digits, month and day names).
 * subset-font (HarfBuzz) keeps the conjuncts and marks those characters form, so the
 * text shapes exactly as with the whole font. Both weights, WOFF2, cached by content in
 * node_modules/.cache, so a second build (or the test runner's config) costs nothing; each data
 * file's characters are kept there too, by the file's bytes (characters-cache.ts).
 */
const SOURCE_FOLDER = 'node_modules/@fontsource/noto-sans-devanagari/files';
/** Fontsource's Devanagari file of a weight, which the subsets are cut from (not in the kit's loader, which lists the subsets). */
export const fontsourceFile = (weight: string) => `noto-sans-devanagari-devanagari-${weight}-normal.woff2`;
const CACHE_FOLDER = 'node_modules/.cache/uni-devanagari';
/** Import specifier of the subset files in CSS (`url('uni-devanagari-subset/noto-sans-devanagari-400.woff2')`). */
export const SUBSET_ALIAS = 'uni-devanagari-subset';

/** Devanagari, Vedic extensions, joiners, the rupee sign, the dotted circle, Devanagari extended. */
export const DEVANAGARI_RANGES = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
  [0xa8e0, 0xa8ff],
] as const;

/** What Intl writes in Marathi and Hindi: the page's dates and numbers are formatted in the browser. */
function intlText(): string {
  const parts: string[] = [];
  const styles = [{ month: 'long' }, { month: 'short' }, { weekday: 'long' }, { weekday: 'short' }] as const;
  for (const lang of DEVANAGARI_LANGUAGE_CODES) {
    parts.push(new Intl.NumberFormat(lang).format(1234567890));
    // One formatter a style, which formats every month's date: making one is about a third of a millisecond.
    for (const format of styles.map((style) => new Intl.DateTimeFormat(lang, { ...style, timeZone: 'UTC' })))
      for (let month = 0; month < 12; month++)
        parts.push(format.format(new Date(Date.UTC(2025, month, 10 + (month % 7)))));
    parts.push(new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(0)));
  }
  return parts.join('');
}

const inRanges = (code: number) => DEVANAGARI_RANGES.some(([first, last]) => code >= first && code <= last);

/** Which UTF-16 units `rangeCharacters` has seen in the text it walks: all 0 between calls. */
const seenUnits = new Uint8Array(0x10000);

/** The distinct characters of `text` in `DEVANAGARI_RANGES`, sorted (every range is in the Basic Multilingual Plane: UTF-16 units). */
function rangeCharacters(text: string): string {
  const found: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (seenUnits[code]) continue;
    seenUnits[code] = 1;
    found.push(code);
  }
  for (const code of found) seenUnits[code] = 0;
  return String.fromCharCode(...found.filter(inRanges).toSorted((a, b) => a - b));
}

/** Each data file's Devanagari characters, kept between builds by its bytes, and their hashes by size and time (characters-cache.ts). */
const CHARACTERS_FILE = 'characters.json';
const STAMPS_FILE = 'characters-stamps.bin';

/** Every distinct Devanagari character the site can show, sorted. */
export function devanagariCharacters(root: string): string {
  const cache = charactersCache(
    resolve(root, CACHE_FOLDER, CHARACTERS_FILE),
    resolve(root, CACHE_FOLDER, STAMPS_FILE),
    JSON.stringify(DEVANAGARI_RANGES),
  );
  const seen = new Set<string>();
  const add = (characters: string) => {
    for (const character of characters) seen.add(character);
  };
  // YAML too: records, content pages, the site's own pages and the home samples are written there.
  for (const file of filesUnder(resolve(root, 'data'), (path) => /\.(ts|tsx|json|yaml)$/.test(path)))
    add(cache.of(file, rangeCharacters));
  cache.save();
  add(rangeCharacters(intlText()));
  return [...seen].toSorted((a, b) => a.charCodeAt(0) - b.charCodeAt(0)).join('');
}

/**
 * The Devanagari every page's chrome shows, English pages included, by the weight it is
 * drawn in: the masthead's Marathi name (600) and the language names in the selector (400).
 * Each weight is cut to its own text (about 7 KB and 5 KB; never inlined into the
 * CSS) and shown with `font-display: block`, so an English page neither downloads the whole
 * subset nor draws boxes where a system has no Devanagari font.
 */
const chromeText = (root: string, weight: (typeof DEVANAGARI_FONT_FILES)[number]['weight']) =>
  weight === '600' ? siteIdentity(root).nameMarathi : LANGUAGES.map((language) => language.label).join('');
/** `chrome-400.woff2`, `chrome-600.woff2`: the file of the chrome face per weight. */
const chromeFile = (font: (typeof DEVANAGARI_FONT_FILES)[number]) => `chrome-${font.weight}.woff2`;

let pending: Promise<string> | undefined;

/** Writes (or finds) both subset weights and returns their folder. */
export function ensureDevanagariSubset(root: string): Promise<string> {
  pending ??= (async () => {
    const characters = devanagariCharacters(root);
    const key = createHash('sha256')
      .update(characters)
      .update(DEVANAGARI_FONT_FILES.map((font) => chromeText(root, font.weight)).join('|'))
      .update(readFileSync(resolve(root, 'package-lock.json')))
      .digest('hex');
    const folder = resolve(root, CACHE_FOLDER, key.slice(0, 16));
    mkdirSync(folder, { recursive: true });
    for (const font of DEVANAGARI_FONT_FILES) {
      const target = join(folder, font.file);
      const chromeTarget = join(folder, chromeFile(font));
      if (existsSync(target) && existsSync(chromeTarget)) continue;
      const whole = readFileSync(resolve(root, SOURCE_FOLDER, fontsourceFile(font.weight)));
      writeFileSync(target, await subsetFont(whole, characters, { targetFormat: 'woff2' }));
      writeFileSync(chromeTarget, await subsetFont(whole, chromeText(root, font.weight), { targetFormat: 'woff2' }));
    }
    return folder;
  })();
  return pending;
}

/** The site's Devanagari faces' stylesheet (devanagari-faces.ts), as host/main.tsx imports it. */
const FACES_ID = 'virtual:devanagari-faces.css';

/**
 * Serves the site's Devanagari faces' stylesheet, and makes `uni-devanagari-subset/<file>` in it
 * resolve to the subset files (Vite's CSS step then gives each its hashed name under assets/).
 */
export function devanagariSubsetPlugin(root: string): Plugin {
  return {
    name: 'uni-devanagari-subset',
    async config() {
      const folder = await ensureDevanagariSubset(root);
      return { resolve: { alias: [{ find: SUBSET_ALIAS, replacement: folder }] } };
    },
    resolveId: (id) => (id === FACES_ID ? `\0${FACES_ID}` : undefined),
    load: (id) => (id === `\0${FACES_ID}` ? devanagariFacesCss(SUBSET_ALIAS) : undefined),
  };
}
