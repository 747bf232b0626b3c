import { describe, expect, it } from 'vitest';
import { isActiveTopItem } from '../../widgets/menu/active-item';
import { splitIntoColumns } from '../../widgets/footer/columns';
import { formatNumericDate } from '../../data/i18n/format';
import { nextTextSize, parseStoredTextSize } from '../../widgets/access-bar/text-size';
import { TEXT_SIZE_STEPS } from '../../widgets/runtime/protocol';
import { isLanguage, LANGUAGES } from '../../data/i18n/languages';

describe('menu active rule (spec 2.2)', () => {
  it('Home is active only when the path equals /', () => {
    expect(isActiveTopItem('/', '/')).toBe(true);
    expect(isActiveTopItem('/', '/about')).toBe(false);
  });
  it('other items are active when the current path contains theirs', () => {
    expect(isActiveTopItem('/about', '/about')).toBe(true);
    expect(isActiveTopItem('/about', '/about/history/city')).toBe(true);
    expect(isActiveTopItem('/student', '/about')).toBe(false);
  });
  it('compares pages, not language prefixes', () => {
    expect(isActiveTopItem('/mr', '/mr')).toBe(true);
    expect(isActiveTopItem('/mr', '/mr/about')).toBe(false);
    expect(isActiveTopItem('/mr/about', '/mr/about/history')).toBe(true);
  });
});

describe('footer column split (spec 2.3)', () => {
  it('puts 20 links in 4 columns of ceil(20 / 4) = 5', () => {
    const columns = splitIntoColumns(
      Array.from({ length: 20 }, (_, i) => i),
      4,
    );
    expect(columns.map((c) => c.length)).toEqual([5, 5, 5, 5]);
    expect(columns.flat()).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
  it('uses the ceiling for counts that do not divide evenly', () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7], 4).map((c) => c.length)).toEqual([2, 2, 2, 1]);
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7, 8, 9], 4).map((c) => c.length)).toEqual([3, 3, 3]);
    expect(splitIntoColumns([], 4)).toEqual([]);
  });
  it('writes dates as DD-MM-YYYY', () => {
    expect(formatNumericDate('en', '2026-11-20')).toBe('20-11-2026');
  });
});

describe('text size steps', () => {
  it('moves one step at a time and stays within the bounds', () => {
    expect(nextTextSize(100, 'larger')).toBe(112.5);
    expect(nextTextSize(100, 'smaller')).toBe(87.5);
    expect(nextTextSize(TEXT_SIZE_STEPS.at(-1)!, 'larger')).toBe(150);
    expect(nextTextSize(TEXT_SIZE_STEPS[0], 'smaller')).toBe(87.5);
  });
  it('ignores stored values that are not one of the steps', () => {
    expect(parseStoredTextSize('125')).toBe(125);
    expect(parseStoredTextSize('9000')).toBe(100);
    expect(parseStoredTextSize(null)).toBe(100);
  });
});

describe('languages', () => {
  it('offers English, Marathi and Hindi', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual(['en', 'mr', 'hi']);
    expect(isLanguage('mr')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });
});
