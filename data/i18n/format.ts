import { localeOf, type LanguageCode } from './languages.ts';

/**
 * Numbers and dates per language (the languages contract, rule 4): `mr-IN` writes
 * Devanagari digits, `hi-IN` and `en-IN` Latin digits; numeric dates are DD-MM-YYYY.
 */
export function formatNumber(lang: LanguageCode, value: number): string {
  return numberFormat(localeOf(lang)).format(value);
}

/**
 * One formatter per locale: creating one costs far more than formatting (a page's footer
 * formats a dozen digits, the prerender formats them on every page).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  const format = numberFormats.get(locale) ?? new Intl.NumberFormat(locale);
  numberFormats.set(locale, format);
  return format;
}

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
  const format = numberFormat(localeOf(lang));
  return text.replace(/\d/g, (digit) => format.format(Number(digit)));
}

/**
 * A calendar badge in Marathi or Hindi: the short month and day in the locale's own order, day first
 * (`१५ सप्टें`, `15 सित॰`), over the year (`२०२५`). English badges show the data's own `SEP 15`.
 */
export function dateBadgeParts(lang: LanguageCode, date: Date): { monthDay: string; year: string } {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' }).format(date);
  return { monthDay: part({ day: 'numeric', month: 'short' }), year: part({ year: 'numeric' }) };
}
