import { recordPageTitles } from '../../data/records/record-pages';
import { describe, expect, it } from 'vitest';
import titles from '../../data/i18n/titles/hi.json';
import {
  DEVANAGARI,
  loadData,
  looksUntranslated,
  mirrors,
  optionalMirrors,
  structure,
  textPairs,
  titledPaths,
  type TextPair,
  withEnglishLangs,
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
    expect(Object.keys(titles).toSorted()).toEqual(titledPaths());
  });

  it('every title is written in Devanagari', () => {
    const latinOnly = Object.entries(titles).filter(([, title]) => !DEVANAGARI.test(title));
    expect(latinOnly).toEqual([]);
  });

  it('names each site page as its Hindi page does (data/hi/pages.ts, data/hi/gigw-pages.ts)', async () => {
    const [pages, gigw] = await Promise.all([loadData('data/hi/pages.ts'), loadData('data/hi/gigw-pages.ts')]);
    type Titled = Array<{ path: string; title: string }>;
    const listed = [...(pages!.staticPages as Titled), ...recordPageTitles('hi'), ...(gigw!.gigwPages as Titled)];
    expect(listed.length).toBeGreaterThan(0);
    for (const page of listed) expect(page.title, page.path).toBe(titles[page.path as keyof typeof titles]);
  });

  it('uses the glossary offices: कुलाधिपति is the Chancellor, कुलपति the Vice-Chancellor', () => {
    expect(titles['/about/campus']).toBe('कुलाधिपति');
    expect(titles['/about/former-vice-chancellors']).toContain('कुलपति');
    expect(titles['/about/former-vice-chancellors']).not.toContain('कुलाधिपति');
  });
});

describe.each([...mirrors, ...optionalMirrors].map((mirror) => [mirror.translated('hi'), mirror] as const))(
  '%s',
  (file, mirror) => {
    const load = async () => {
      const [english, hindi] = await Promise.all([loadData(mirror.english), loadData(file)]);
      expect(hindi, `${file} is missing`).toBeDefined();
      return { english: english!, hindi: hindi! };
    };

    it(`has the exports of ${mirror.english}, with the same structure`, async () => {
      const { english, hindi } = await load();
      expect(Object.keys(hindi).toSorted()).toEqual(Object.keys(english).toSorted());
      for (const name of Object.keys(english))
        expect(structure(withEnglishLangs(hindi[name], english[name])), name).toEqual(structure(english[name]));
    });

    it('passes the schema the English data passes', async () => {
      const { english, hindi } = await load();
      for (const [name, schema] of Object.entries(mirror.schemas)) {
        expect(schema.safeParse(english[name]).success, `English ${name}`).toBe(true);
        const result = schema.safeParse(hindi[name]);
        expect(result.error?.issues ?? [], name).toEqual([]);
      }
    });

    it('is written in Hindi; a Marathi passage is kept as it is or translated into Hindi', async () => {
      const { english, hindi } = await load();
      // Every export with text of its own; constants re-exported from the English file are the same object.
      const pairs: TextPair[] = Object.keys(english)
        .filter((name) => typeof english[name] !== 'function' && hindi[name] !== english[name])
        .flatMap((name) => textPairs(english[name], hindi[name], name));
      expect(pairs.length).toBeGreaterThan(0);
      const kept = (pair: TextPair) => pair.lang === 'mr' && pair.translatedLang === 'mr';
      expect(pairs.filter((pair) => !kept(pair) && looksUntranslated(pair, sameInHindi))).toEqual([]);
      expect(pairs.filter((pair) => kept(pair) && pair.translated !== pair.english)).toEqual([]);
      // Translated passages are Hindi: Devanagari, and marked so.
      const translatedFromMarathi = pairs.filter((pair) => pair.lang === 'mr' && pair.translatedLang !== 'mr');
      expect(translatedFromMarathi.filter((pair) => pair.translatedLang !== 'hi')).toEqual([]);
    });
  },
);

describe('the checks themselves', () => {
  const page = {
    path: '/about',
    contents: [
      { layout_type: 'searchbar-table', sections: [{ columns: ['Office'], rows: [{ office: 'Registrar' }] }] },
    ],
  };
  const hindi = {
    path: '/about',
    contents: [
      {
        layout_type: 'searchbar-table',
        sections: [{ columns: [{ heading: 'पद', accessor: 'office' }], rows: [{ office: 'कुलसचिव' }] }],
      },
    ],
  };

  it('a string column and its object form with the derived accessor have the same structure', () => {
    expect(structure(hindi)).toEqual(structure(page));
  });

  it('a changed path or accessor changes the structure', () => {
    expect(structure({ ...hindi, path: '/about/x' })).not.toEqual(structure(page));
    const renamed = structuredClone(hindi);
    renamed.contents[0].sections[0].columns[0].accessor = 'post';
    expect(structure(renamed)).not.toEqual(structure(page));
  });

  it('an English sentence or a copied English word counts as untranslated; names and Devanagari do not', () => {
    const pair = (english: string, translated: string): TextPair => ({ at: '', english, translated });
    expect(looksUntranslated(pair('Office hours', 'Office hours are 10 to 6'), sameInHindi)).toBe(true);
    expect(looksUntranslated(pair('Registrar', 'Registrar'), sameInHindi)).toBe(true);
    expect(looksUntranslated(pair('ISO 9001:2015', 'ISO 9001:2015'), sameInHindi)).toBe(false);
    expect(
      looksUntranslated(pair('Write to info@ssu-kolhapur.ac.in', 'info@ssu-kolhapur.ac.in पर लिखें'), sameInHindi),
    ).toBe(false);
    expect(looksUntranslated(pair('+91 231 260 9060', '+91 231 260 9060'), sameInHindi)).toBe(false);
  });
});
