import { describe, expect, it } from 'vitest';
import titles from '../../data/i18n/titles/hi.json';
import {
  DEVANAGARI,
  loadData,
  looksUntranslated,
  mirrors,
  structure,
  textPairs,
  titledPaths,
  type TextPair,
} from './translation-structure';

/**
 * The Hindi data of the languages contract (items 2 and 3): the titles map and
 * every mirrored file, checked against the English: same structure, same
 * schema, texts in Devanagari.
 */

/** Texts that are the same in Hindi: codes and proper names written in Latin script. */
const sameInHindi = new Set(['ISO 9001:2015', 'YouTube']);

describe('Hindi titles (data/i18n/titles/hi.json)', () => {
  it('has a title for every menu path, route and site page, and nothing else', () => {
    expect(Object.keys(titles).sort()).toEqual(titledPaths());
  });

  it('every title is written in Devanagari', () => {
    const latinOnly = Object.entries(titles).filter(([, title]) => !DEVANAGARI.test(title));
    expect(latinOnly).toEqual([]);
  });

  it('uses the glossary offices: कुलाधिपति is the Chancellor, कुलपति the Vice-Chancellor', () => {
    expect(titles['/about/campus']).toBe('कुलाधिपति');
    expect(titles['/about/former-vice-chancellors']).toContain('कुलपति');
    expect(titles['/about/former-vice-chancellors']).not.toContain('कुलाधिपति');
  });
});

describe.each(mirrors.map((mirror) => [mirror.translated('hi'), mirror] as const))('%s', (file, mirror) => {
  const load = async () => {
    const [english, hindi] = await Promise.all([loadData(mirror.english), loadData(file)]);
    expect(hindi, `${file} is missing`).toBeDefined();
    return { english: english!, hindi: hindi! };
  };

  it(`has the exports of ${mirror.english}, with the same structure`, async () => {
    const { english, hindi } = await load();
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    for (const name of Object.keys(english)) expect(structure(hindi[name]), name).toEqual(structure(english[name]));
  });

  it('passes the schema the English data passes', async () => {
    const { english, hindi } = await load();
    for (const [name, schema] of Object.entries(mirror.schemas)) {
      expect(schema.safeParse(english[name]).success, `English ${name}`).toBe(true);
      const result = schema.safeParse(hindi[name]);
      expect(result.error?.issues ?? [], name).toEqual([]);
    }
  });

  it('is written in Hindi; Marathi passages stay Marathi', async () => {
    const { english, hindi } = await load();
    const pairs: TextPair[] = Object.keys(mirror.schemas).flatMap((name) =>
      textPairs(english[name], hindi[name], name),
    );
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.filter((pair) => pair.lang !== 'mr' && looksUntranslated(pair, sameInHindi))).toEqual([]);
    expect(pairs.filter((pair) => pair.lang === 'mr' && pair.translated !== pair.english)).toEqual([]);
  });
});
