/**
 * Words for the search index and for queries, the same on both sides.
 *
 * A word is a run of letters, combining marks and digits (`\p{L}\p{M}\p{N}`),
 * plus the zero-width joiners Marathi uses inside words (र्‍): so a Devanagari
 * word keeps its matras, virama and anusvara (विद्यापीठ, संशोधन, कोल्हापूर) and
 * is never cut at a vowel sign, as a `\w` or `[a-z]` splitter would cut it.
 * Everything else (spaces, punctuation, the danda ।) separates words, so
 * 'co-operative' gives 'co' and 'operative', in the index and in the query alike.
 */
const WORD = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu;

export function tokenize(text: string): string[] {
  return text.normalize('NFC').match(WORD) ?? [];
}

/** Devanagari digits (०-९) as Latin ones, so '२०२५' and '2025' find each other. */
const toLatinDigits = (word: string) =>
  word.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/** English words lose a plural or verb ending (admissions -> admission), so either form finds the other. */
function stemEnglish(word: string): string {
  if (word.length <= 4 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

/**
 * One word as the index stores it: lower case, joiners dropped, Latin digits;
 * English (and Latin-script words on Marathi or Hindi pages) lightly stemmed.
 */
export function normaliseWord(word: string): string {
  let normal = normalised.get(word);
  if (normal === undefined) {
    normal = stemEnglish(toLatinDigits(word.toLowerCase().replace(/[\u200C\u200D]/g, '')));
    normalised.set(word, normal);
  }
  return normal;
}

/** Words already normalised: a site's vocabulary is small, its words repeat (the build indexes millions of them). */
const normalised = new Map<string, string>();
