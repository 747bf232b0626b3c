import { snippet, type SnippetPart } from '../../../data/search/snippet';
import { RESULT_CLASSES } from './results-parts';

/** A hit's passage with its matched words in `<mark>`. */
export function Highlighted({ text, terms, length }: { text: string; terms: string[]; length?: number }) {
  // Each part's key is where it starts in the passage: unique and stable.
  const parts = snippet(text, terms, length).reduce<Array<SnippetPart & { key: number }>>((keyed, part) => {
    const previous = keyed.at(-1);
    keyed.push({ ...part, key: previous ? previous.key + previous.text.length : 0 });
    return keyed;
  }, []);
  return (
    <>
      {parts.map((part) =>
        part.mark ? (
          <mark key={part.key} className={RESULT_CLASSES.mark}>
            {part.text}
          </mark>
        ) : (
          <span key={part.key}>{part.text}</span>
        ),
      )}
    </>
  );
}
