import { normaliseWord } from './tokenize';

export interface SnippetPart {
  text: string;
  /** A matched word, shown in `<mark>`. */
  mark: boolean;
}

const WORD = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu;

/**
 * A short passage of `text` around the first matched word, the matched words
 * marked. `terms` are the index's own words (normalised, as the engine reports
 * them), so 'Admissions' in the text is marked for the term 'admission'.
 */
export function snippet(text: string, terms: string[], length = 180): SnippetPart[] {
  const wanted = new Set(terms);
  const matches: Array<{ start: number; end: number }> = [];
  for (const match of text.normalize('NFC').matchAll(WORD)) {
    if (wanted.has(normaliseWord(match[0]))) matches.push({ start: match.index, end: match.index + match[0].length });
  }
  const source = text.normalize('NFC');
  const first = matches[0]?.start ?? 0;
  const firstEnd = matches[0]?.end ?? 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  // Start and end on a word boundary, the first match inside: with no space between the window's
  // start and the match (a hyphenated or long word before it), start at the match itself.
  if (start > 0) {
    const space = source.slice(start, first).indexOf(' ');
    start = space === -1 ? first : start + space + 1;
  }
  let end = Math.min(source.length, start + length);
  if (end < source.length) {
    const space = source.lastIndexOf(' ', end);
    if (space > start && space >= firstEnd) end = space;
  }
  const parts: SnippetPart[] = [];
  if (start > 0) parts.push({ text: '… ', mark: false });
  let cursor = start;
  for (const match of matches) {
    // No match starts before the window (it starts at or before the first); some may end after it.
    if (match.end > end) continue;
    if (match.start > cursor) parts.push({ text: source.slice(cursor, match.start), mark: false });
    parts.push({ text: source.slice(match.start, match.end), mark: true });
    cursor = match.end;
  }
  if (cursor < end) parts.push({ text: source.slice(cursor, end), mark: false });
  if (end < source.length) parts.push({ text: ' …', mark: false });
  return parts;
}
