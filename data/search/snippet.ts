import { normaliseWord } from './tokenize';

export interface SnippetPart {
  text: string;
  /** A matched word, shown in `<mark>`. */
  mark: boolean;
}

const WORD = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu;

/** A text read once for its passages (the build cuts many from one document): its NFC form, and each word's bounds and term. */
export interface SnippetSource {
  text: string;
  /** Each word's start and end in `text`, two numbers a word. */
  bounds: Uint32Array;
  /** Each word as the index holds it (normalised). */
  terms: string[];
}

export function snippetSource(text: string): SnippetSource {
  const source = text.normalize('NFC');
  const bounds: number[] = [];
  const terms: string[] = [];
  for (const match of source.matchAll(WORD)) {
    bounds.push(match.index, match.index + match[0].length);
    terms.push(normaliseWord(match[0]));
  }
  return { text: source, bounds: Uint32Array.from(bounds), terms };
}

/**
 * A short passage of `text` around the first matched word, the matched words
 * marked. `terms` are the index's own words (normalised, as the engine reports
 * them), so 'Admissions' in the text is marked for the term 'admission'.
 */
export const snippet = (text: string, terms: string[], length = 180): SnippetPart[] =>
  snippetOf(snippetSource(text), terms, length);

/** `snippet` of a text already read (`snippetSource`). */
export function snippetOf(read: SnippetSource, terms: string[], length = 180): SnippetPart[] {
  const wanted = new Set(terms);
  const matches: Array<{ start: number; end: number }> = [];
  read.terms.forEach((term, at) => {
    if (wanted.has(term)) matches.push({ start: read.bounds[2 * at]!, end: read.bounds[2 * at + 1]! });
  });
  const source = read.text;
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
