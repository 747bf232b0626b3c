import { keyedBy } from '../core/keyed';
import { codeSpans } from './snippets';

/** Text whose `backticked` parts are code (tag names, attributes, JSON shapes), as the docs and catalogs write it. */
export function CodeProse({ text }: { text: string }) {
  return (
    <>
      {keyedBy(codeSpans(text), (part) => part.text).map(({ key, item: part }) =>
        part.code ? (
          <code key={key} className="code-chip">
            {part.text}
          </code>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
