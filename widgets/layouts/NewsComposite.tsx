import type { LayoutOf, TitledImage } from '../../data/schema/layouts';
import { keyOf, T } from '../core/text';
import { ImportantNotices, TitledFigure } from './parts';
import { keyedBy } from '../core/keyed';

function ImageRow({ images, position }: { images: TitledImage[] | undefined; position: string }) {
  if (!images?.length) return null;
  return (
    <div
      className={
        images.length === 3
          ? 'my-4 grid grid-cols-1 gap-3 sm:grid-cols-3'
          : 'my-4 grid grid-cols-1 gap-3 sm:grid-cols-2'
      }
      data-image-row={position}
      data-columns={images.length}
    >
      {keyedBy(images, (image) => image.img.src).map(({ key, item: image }) => (
        <TitledFigure key={key} item={image} />
      ))}
    </div>
  );
}

/** news-composite: paragraphs with an optional 2- or 3-image row after the first and the second, then notices. */
export function NewsComposite({ item }: { item: LayoutOf<'news-composite'> }) {
  return (
    <div>
      {item.paragraph.map((paragraph, index) => (
        <div key={keyOf(paragraph, index)}>
          <p className="m-0 mb-3 leading-relaxed">
            <T value={paragraph} />
          </p>
          {index === 0 ? <ImageRow images={item.images_after_first} position="first" /> : null}
          {index === 1 ? <ImageRow images={item.images_after_second} position="second" /> : null}
        </div>
      ))}
      <ImportantNotices notices={item.important_notices} />
    </div>
  );
}
