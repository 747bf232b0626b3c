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

/** The files written in `lang`: catalogs, titles, page content, site pages, home and records samples. */
function filesIn(lang: 'mr' | 'hi'): string[] {
  const inLanguage = (path: string) =>
    path.endsWith(`.${lang}.yaml`) || path.endsWith(`/${lang}.json`) || path.includes(`/${lang}/`);
  return [
    `data/i18n/messages/${lang}.json`,
    `data/i18n/titles/${lang}.json`,
    ...files('data/pages', (path) => path.endsWith(`.${lang}.yaml`)),
    ...files('data/static-pages', inLanguage),
    ...files('data/home', inLanguage),
    ...files('data/records', inLanguage),
  ];
}

/** A variant as a whole word: no Devanagari letter or sign right before or after it. */
const asWord = (variant: string) =>
  new RegExp(`(?<![\\u0900-\\u097F])${variant.replace(/[()/.]/g, '\\$&')}(?![\\u0900-\\u097F])`, 'u');

describe.each(['mr', 'hi'] as const)('terminology in %s', (lang) => {
  it('reads its files', () => {
    expect(filesIn(lang).length).toBeGreaterThan(30);
  });

  it('uses no variant the terminology table lists as wrong', () => {
    const found: string[] = [];
    for (const path of filesIn(lang)) {
      const lines = readFileSync(path, 'utf8').split('\n');
      for (const { use, avoid } of terms[lang])
        for (const variant of avoid)
          lines.forEach((line, index) => {
            if (asWord(variant).test(line)) found.push(`${path}:${index + 1}: "${variant}" (use "${use}")`);
          });
    }
    expect(found).toEqual([]);
  });

  it('lists no term among its own variants', () => {
    for (const { use, avoid } of terms[lang])
      for (const variant of avoid) expect(asWord(variant).test(use), use).toBe(false);
  });
});
