import { localeOf, type LanguageCode } from './languages.ts';

/**
 * Numbers and dates per language (the languages contract, rule 4): `mr-IN` writes
 * Devanagari digits, `hi-IN` and `en-IN` Latin digits; numeric dates are DD-MM-YYYY.
 */
export function formatNumber(lang: LanguageCode, value: number): string {
  return numberFormat(localeOf(lang), true).format(value);
}

/**
 * One formatter per locale and grouping: creating one costs far more than formatting
 * (a page's footer formats a dozen digits, the prerender formats them on every page).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, grouping: boolean): Intl.NumberFormat {
  const key = `${locale} ${grouping}`;
  let format = numberFormats.get(key);
  if (!format)
    numberFormats.set(key, (format = new Intl.NumberFormat(locale, grouping ? undefined : { useGrouping: false })));
  return format;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-20` -> `20-11-2026` (Devanagari digits in Marathi). */
export function formatNumericDate(lang: LanguageCode, isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const digits = (text: string) => text.replace(/\d+/g, (run) => formatDigits(lang, run));
  return digits(`${pad(day!)}-${pad(month!)}-${year}`);
}

/** The digits of `text` in the language's script, without grouping: `0231` stays four digits, `7.5` keeps its point. */
export function formatDigits(lang: LanguageCode, text: string): string {
  const format = numberFormat(localeOf(lang), false);
  return text.replace(/\d/g, (digit) => format.format(Number(digit)));
}

/** The parts of a date for a calendar badge: short month, day and year in the language. */
export function dateBadgeParts(lang: LanguageCode, date: Date): { month: string; day: string; year: string } {
  const locale = localeOf(lang);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  // English badges read `SEP` as the spec shows (en-IN would write `Sept`).
  const month =
    lang === 'en'
      ? new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(date).toUpperCase()
      : part({ month: 'short' });
  return {
    month,
    day: part({ day: 'numeric' }),
    year: new Intl.NumberFormat(locale, { useGrouping: false }).format(date.getUTCFullYear()),
  };
}
