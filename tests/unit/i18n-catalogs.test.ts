import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, localisedPath, splitLanguagePath } from '../../data/i18n/languages';
import { SAME_IN_EVERY_LANGUAGE } from '../../data/i18n/same-in-every-language';
import { languagePack } from '../../data/i18n/language-packs';
import { translate, type MessageKey } from '../../data/i18n/translate';
import { dateBadgeParts, formatNumber, formatNumericDate } from '../../data/i18n/format';
import englishCatalog from '../../data/i18n/messages/en.json';

// On the server every language's pack is loaded from the start (language-packs.ts).
const catalogOf = (lang: (typeof LANGUAGE_CODES)[number]) => languagePack(lang)!.messages as Record<string, string>;
const english = englishCatalog as Record<MessageKey, string>;
const keys = Object.keys(english) as MessageKey[];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).toSorted();
const hasLetters = (message: string) => /\p{L}/u.test(message.replace(/\{\w+\}/g, ''));
const DEVANAGARI = /[\u0900-\u097F]/;

describe('message catalogs (the languages contract, rule 1)', () => {
  it('has English messages for the whole interface', () => {
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys) expect(english[key].trim(), key).not.toBe('');
  });

  for (const lang of LANGUAGE_CODES.filter((code) => code !== 'en')) {
    const catalog = catalogOf(lang);

    it(`${lang}: has every key of en.json and no other`, () => {
      expect(
        keys.filter((key) => !(key in catalog)),
        `missing in ${lang}.json`,
      ).toEqual([]);
      expect(
        Object.keys(catalog).filter((key) => !(key in english)),
        `unknown in ${lang}.json`,
      ).toEqual([]);
    });

    it(`${lang}: translates every message (no English left, except the listed loan words)`, () => {
      const untranslated = keys.filter(
        (key) => catalog[key] === english[key] && hasLetters(english[key]) && !SAME_IN_EVERY_LANGUAGE[key],
      );
      expect(untranslated, `left equal to English in ${lang}.json`).toEqual([]);
      const notDevanagari = keys.filter(
        (key) => hasLetters(catalog[key] ?? '') && !SAME_IN_EVERY_LANGUAGE[key] && !DEVANAGARI.test(catalog[key]!),
      );
      expect(notDevanagari, `not written in Devanagari in ${lang}.json`).toEqual([]);
    });

    it(`${lang}: keeps the placeholders of every message`, () => {
      for (const key of keys)
        expect(placeholders(catalog[key] ?? ''), `${lang}: ${key}`).toEqual(placeholders(english[key]));
    });
  }

  it('gives every allowed exception a reason', () => {
    for (const [key, reason] of Object.entries(SAME_IN_EVERY_LANGUAGE)) {
      expect(keys, key).toContain(key);
      expect(reason?.length, key).toBeGreaterThan(10);
    }
  });
});

describe('translate', () => {
  it('fills placeholders and falls back to the key’s English only when a catalog lacks it', () => {
    expect(translate('en', 'menu.submenu', { title: 'About Us' })).toBe('About Us submenu');
    expect(translate('mr', 'menu.submenu', { title: 'आमच्याविषयी' })).toBe('आमच्याविषयी उपमेनू');
    expect(translate('hi', 'contentPage.relatedPages')).toBe('संबंधित पृष्ठ');
  });
});

describe('language-prefixed paths', () => {
  it('splits and builds /mr and /hi paths; English stays at the root', () => {
    expect(splitLanguagePath('/mr/about/history')).toEqual({ lang: 'mr', path: '/about/history' });
    expect(splitLanguagePath('/hi')).toEqual({ lang: 'hi', path: '/' });
    expect(splitLanguagePath('/about')).toEqual({ lang: 'en', path: '/about' });
    expect(splitLanguagePath('/en/about')).toEqual({ lang: 'en', path: '/en/about' });
    expect(splitLanguagePath('/mrx')).toEqual({ lang: 'en', path: '/mrx' });
    expect(localisedPath('mr', '/')).toBe('/mr');
    expect(localisedPath('hi', '/about')).toBe('/hi/about');
    expect(localisedPath('en', '/about')).toBe('/about');
    // Localising twice gives the same path (the sign-in form's buttons once went to /mr/mr/…).
    expect(localisedPath('mr', '/mr/student/grievance/register')).toBe('/mr/student/grievance/register');
    expect(localisedPath('hi', '/hi')).toBe('/hi');
    expect(localisedPath('hi', '/history')).toBe('/hi/history');
    expect(localisedPath('mr', '/mrx')).toBe('/mr/mrx');
  });
});

describe('numbers and dates (the languages contract, rule 4)', () => {
  it('writes Devanagari digits in Marathi, Latin digits in Hindi and English', () => {
    expect(formatNumber('mr', 4827316)).toBe('४८,२७,३१६');
    expect(formatNumber('hi', 4827316)).toBe('48,27,316');
    expect(formatNumber('en', 4827316)).toBe('48,27,316');
  });
  it('writes numeric dates DD-MM-YYYY', () => {
    expect(formatNumericDate('en', '2026-11-20')).toBe('20-11-2026');
    expect(formatNumericDate('hi', '2026-11-20')).toBe('20-11-2026');
    expect(formatNumericDate('mr', '2026-11-20')).toBe('२०-११-२०२६');
  });
  it('gives a calendar badge month, day and year in the language', () => {
    const date = new Date(Date.UTC(2025, 8, 15));
    expect(dateBadgeParts('mr', date)).toEqual({ monthDay: '१५ सप्टें', year: '२०२५' });
    expect(dateBadgeParts('hi', date).monthDay).toMatch(/^15 [\u0900-\u097F]/);
    expect(dateBadgeParts('hi', date).year).toBe('2025');
  });
});
