import { localeOf, type LanguageCode } from './languages.ts';

/**
 * Numbers and dates per language (the languages contract, rule 4): `mr-IN` writes
 * Devanagari digits, `hi-IN` and `en-IN` Latin digits; numeric dates are DD-MM-YYYY.
 */
export function formatNumber(lang: LanguageCode, value: number): string {
  return numberFormat(localeOf(lang)).format(value);
}

/**
 * Formatters and digits made once per locale and options: making a formatter costs far more than
 * formatting, and the prerender formats dates and digits on every page (a page's footer alone a dozen).
 */
const made = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}
const numberFormat = (locale: string) => once(locale, () => new Intl.NumberFormat(locale));

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-20` -> `20-11-2026` (Devanagari digits in Marathi). */
export function formatNumericDate(lang: LanguageCode, isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return formatDigits(lang, `${pad(day!)}-${pad(month!)}-${year}`);
}

/**
 * The digits of `text` in the language's script, one at a time: `0231` stays four digits (no
 * grouping, no dropped zero), `7.5` keeps its point.
 */
export function formatDigits(lang: LanguageCode, text: string): string {
  const locale = localeOf(lang);
  const digits = once(`${locale} digits`, () => [...'0123456789'].map((digit) => numberFormat(locale).format(+digit)));
  return text.replace(/\d/g, (digit) => digits[+digit]!);
}

/**
 * A calendar badge in Marathi or Hindi: the short month and day in the locale's own order, day first
 * (`१५ सप्टें`, `15 सित॰`), over the year (`२०२५`). English badges show the data's own `SEP 15`.
 */
export function dateBadgeParts(lang: LanguageCode, date: Date): { monthDay: string; year: string } {
  const part = (options: Intl.DateTimeFormatOptions) =>
    once(
      `${lang} ${JSON.stringify(options)}`,
      () => new Intl.DateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' }),
    ).format(date);
  return { monthDay: part({ day: 'numeric', month: 'short' }), year: part({ year: 'numeric' }) };
}
