import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terms } from '../../data/i18n/terms';

/**
 * One term for one thing (data/i18n/terms.ts): no catalog or content file of a language
 * uses a variant its terminology table lists as wrong.
 */
const files = (folder: string, keep: (path: string) => boolean): string[] =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep);

/** The files written in `lang`: catalogs, titles, widget docs, page content, site pages and files, home and records samples. */
function filesIn(lang: 'mr' | 'hi'): string[] {
  const inLanguage = (path: string) =>
    path.endsWith(`.${lang}.yaml`) || path.endsWith(`/${lang}.json`) || path.includes(`/${lang}/`);
  return [
    `data/i18n/messages/${lang}.json`,
    `data/i18n/titles/${lang}.json`,
    `data/i18n/widget-docs/${lang}.json`,
    ...files('data/site', inLanguage),
    ...files('data/pages', (path) => path.endsWith(`.${lang}.yaml`)),
    ...files('data/static-pages', inLanguage),
    ...files('data/home', inLanguage),
  ];
}

/** The lines of `path` in `lang`: every line of a file written in it; of a record (`title: { en, mr, hi }`), its `<lang>:` lines. */
const recordFiles = files('data/records', (path) => path.endsWith('.yaml'));
const linesIn = (lang: 'mr' | 'hi', path: string): Array<[number, string]> =>
  readFileSync(path, 'utf8')
    .split('\n')
    .map((line, index): [number, string] => [index + 1, line])
    .filter(([, line]) => !recordFiles.includes(path) || line.trimStart().startsWith(`${lang}:`));

/** A variant as a whole word: no Devanagari letter or sign right before or after it. */
const asWord = (variant: string) =>
  new RegExp(`(?<![\\u0900-\\u097F])${variant.replace(/[()/.]/g, '\\$&')}(?![\\u0900-\\u097F])`, 'u');

describe.each(['mr', 'hi'] as const)('terminology in %s', (lang) => {
  it('reads its files', () => {
    expect(filesIn(lang).length).toBeGreaterThan(30);
    expect(recordFiles.length).toBeGreaterThan(20);
  });

  it('uses no variant the terminology table lists as wrong', () => {
    const found: string[] = [];
    for (const path of [...filesIn(lang), ...recordFiles]) {
      const lines = linesIn(lang, path);
      for (const { use, avoid } of terms[lang])
        for (const variant of avoid)
          for (const [number, line] of lines)
            if (asWord(variant).test(line)) found.push(`${path}:${number}: "${variant}" (use "${use}")`);
    }
    expect(found).toEqual([]);
  });

  it('lists no term among its own variants', () => {
    for (const { use, avoid } of terms[lang])
      for (const variant of avoid) expect(asWord(variant).test(use), use).toBe(false);
  });
});
