import { recordPageTitles } from '../../data/records/record-pages';
import { describe, expect, it } from 'vitest';
import titles from '../../data/i18n/titles/mr.json';
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
} from './translation-structure';

/**
 * The Marathi data of the languages contract (items 2 and 3): the titles map and
 * every mirrored file, checked against the English: same structure, same
 * schema, texts in Devanagari, the glossary's Marathi offices.
 */

/** Texts that are the same in Marathi: codes and proper names written in Latin script. */
const sameInMarathi = new Set(['ISO 9001:2015', 'YouTube']);

/**
 * Hindi words a Marathi text must not borrow (the glossary's trap): Hindi कुलपति is
 * the Vice-Chancellor, कुलाधिपति the Chancellor; Marathi says कुलगुरू, कुलपती, विद्यापीठ.
 */
const HINDI_ONLY = ['कुलपति', 'कुलाधिपति', 'विश्वविद्यालय', 'प्रति-कुलपति', 'संकायाध्यक्ष'];
const hindiWordsIn = (text: string) => HINDI_ONLY.filter((word) => text.includes(word));

/** Numbers that keep Latin digits in every language (contract item 4): phone numbers, codes, product names (GNS3, ns-3). */
const KEEPS_LATIN_DIGITS = /\+91[\d ]*\d|1800-\d{3}-\d{4}|ISO 9001:2015|[A-Za-z]+-?\d+/g;
/** Prose numbers are written in Devanagari digits (contract item 4). */
const hasLatinProseDigits = (text: string) => /\d/.test(text.replace(KEEPS_LATIN_DIGITS, ''));

describe('Marathi titles (data/i18n/titles/mr.json)', () => {
  it('has a title for every menu path, route and site page, and nothing else', () => {
    expect(Object.keys(titles).toSorted()).toEqual(titledPaths());
  });

  it('every title is written in Devanagari, with Devanagari digits', () => {
    const notMarathi = Object.entries(titles).filter(([, title]) => !DEVANAGARI.test(title) || /\d/.test(title));
    expect(notMarathi).toEqual([]);
  });

  it('names each site page as its Marathi page does (data/mr/pages.ts, data/mr/gigw-pages.ts)', async () => {
    const [pages, gigw] = await Promise.all([loadData('data/mr/pages.ts'), loadData('data/mr/gigw-pages.ts')]);
    type Titled = Array<{ path: string; title: string }>;
    const listed = [...(pages!.staticPages as Titled), ...recordPageTitles('mr'), ...(gigw!.gigwPages as Titled)];
    expect(listed.length).toBeGreaterThan(0);
    for (const page of listed) expect(page.title, page.path).toBe(titles[page.path as keyof typeof titles]);
  });

  it('uses the glossary offices: कुलपती is the Chancellor, कुलगुरू the Vice-Chancellor', () => {
    expect(titles['/about/campus']).toBe('कुलपती');
    expect(titles['/about/former-vice-chancellors']).toContain('कुलगुरू');
    expect(titles['/about/policies']).toContain('कुलगुरू');
    expect(titles['/about/authorities/senate']).toBe('अधिसभा');
    expect(titles['/governance/statutes/director-examinations']).toBe('संचालक, परीक्षा व मूल्यमापन मंडळ');
    expect(Object.values(titles).flatMap(hindiWordsIn)).toEqual([]);
  });
});

describe.each([...mirrors, ...optionalMirrors].map((mirror) => [mirror.translated('mr'), mirror] as const))(
  '%s',
  (file, mirror) => {
    const load = async () => {
      const [english, marathi] = await Promise.all([loadData(mirror.english), loadData(file)]);
      return { english: english!, marathi };
    };

    it(`has the exports of ${mirror.english}, with the same structure`, async () => {
      const { english, marathi } = await load();
      expect(marathi, `${file} is missing`).toBeDefined();
      expect(Object.keys(marathi!).toSorted()).toEqual(Object.keys(english).toSorted());
      for (const name of Object.keys(english))
        expect(structure(marathi![name]), name).toEqual(structure(english[name]));
    });

    it('passes the schema the English data passes', async () => {
      const { english, marathi } = await load();
      expect(marathi, `${file} is missing`).toBeDefined();
      for (const [name, schema] of Object.entries(mirror.schemas)) {
        expect(schema.safeParse(english[name]).success, `English ${name}`).toBe(true);
        const result = schema.safeParse(marathi![name]);
        expect(result.error?.issues ?? [], name).toEqual([]);
      }
    });

    it('is written in Marathi with Devanagari prose digits and no Hindi office words; Marathi passages stay as they are', async () => {
      const { english, marathi } = await load();
      expect(marathi, `${file} is missing`).toBeDefined();
      // Every export with text of its own; constants re-exported from the English file are the same object.
      const pairs: TextPair[] = Object.keys(english)
        .filter((name) => typeof english[name] !== 'function' && marathi![name] !== english[name])
        .flatMap((name) => textPairs(english[name], marathi![name], name));
      expect(pairs.length).toBeGreaterThan(0);
      expect(pairs.filter((pair) => pair.lang !== 'mr' && looksUntranslated(pair, sameInMarathi))).toEqual([]);
      expect(pairs.filter((pair) => pair.lang === 'mr' && pair.translated !== pair.english)).toEqual([]);
      expect(pairs.filter((pair) => hindiWordsIn(pair.translated).length > 0)).toEqual([]);
      expect(pairs.filter((pair) => pair.lang !== 'mr' && hasLatinProseDigits(pair.translated))).toEqual([]);
    });
  },
);

describe('the Marathi checks themselves', () => {
  const pair = (english: string, translated: string): TextPair => ({ at: '', english, translated });

  it('an English sentence or a copied English word counts as untranslated; names and Devanagari do not', () => {
    expect(looksUntranslated(pair('Office hours', 'Office hours are 10 to 6'), sameInMarathi)).toBe(true);
    expect(looksUntranslated(pair('Registrar', 'Registrar'), sameInMarathi)).toBe(true);
    expect(looksUntranslated(pair('Registrar', 'कुलसचिव'), sameInMarathi)).toBe(false);
    expect(looksUntranslated(pair('ISO 9001:2015', 'ISO 9001:2015'), sameInMarathi)).toBe(false);
    expect(
      looksUntranslated(pair('Write to info@ssu-kolhapur.ac.in', 'info@ssu-kolhapur.ac.in वर लिहा'), sameInMarathi),
    ).toBe(false);
  });

  it('prose numbers need Devanagari digits; phone numbers and codes keep Latin ones', () => {
    expect(hasLatinProseDigits('सन 2025 मधील सुट्ट्या')).toBe(true);
    expect(hasLatinProseDigits('सन २०२५ मधील सुट्ट्या')).toBe(false);
    expect(hasLatinProseDigits('फॅक्स: +91 231 269 1533')).toBe(false);
    expect(hasLatinProseDigits('हेल्पलाइन 1800-180-5522, २४ तास')).toBe(false);
    expect(hasLatinProseDigits('ns-3 व GNS3 नेटवर्क सिम्युलेटर')).toBe(false);
    expect(hasLatinProseDigits('GNS3 वर 3 प्रयोग')).toBe(true);
  });

  it('finds the Hindi office titles and not their Marathi look-alikes', () => {
    expect(hindiWordsIn('माननीय कुलपति')).toEqual(['कुलपति']);
    expect(hindiWordsIn('माननीय कुलपती व कुलगुरू, सह्याद्री राज्य विद्यापीठ')).toEqual([]);
  });
});
