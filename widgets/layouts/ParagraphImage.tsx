import type { LayoutOf } from '../../data/schema/layouts';
import { Figure, Paragraphs } from './parts';

/** paragraph-image: paragraphs, an optional image with caption, then extra paragraphs. */
export function ParagraphImage({ item }: { item: LayoutOf<'paragraph-image'> }) {
  return (
    <div>
      <Paragraphs items={item.paragraph} />
      {item.image ? (
        <div className="my-4 max-w-2xl">
          <Figure image={item.image} caption={item.caption} />
        </div>
      ) : null}
      <Paragraphs items={item.extra_paragraph} />
    </div>
  );
}
