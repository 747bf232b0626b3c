import { boxedHeadings, type LayoutOf } from '../../data/schema/layouts';
import { textOf } from '../core/text';
import { BulletList, Paragraphs, SectionHeading, TitledFigure } from './parts';
import { keyedBy } from '../core/keyed';

/** The coloured box of each boxed heading (spec 2.6: Vision, Mission, 'Motto Of NCC'). */
const boxClasses: Record<(typeof boxedHeadings)[number], string> = {
  Vision: 'rounded border-l-4 border-brand bg-brand-light p-4',
  Mission: 'rounded border-l-4 border-accent bg-accent-light p-4',
  'Motto Of NCC': 'rounded border-l-4 border-[#8a5a00] bg-[#fff4d6] p-4',
};

export function boxFor(heading: string): string | undefined {
  return (boxClasses as Record<string, string>)[heading];
}

/** paragraph: sections of the cadet-corps page; Vision, Mission and 'Motto Of NCC' in coloured boxes; images in columns. */
export function Paragraph({ item }: { item: LayoutOf<'paragraph'> }) {
  return (
    <div className="space-y-6">
      {keyedBy(item.sections, (section) => textOf(section.heading)).map(({ key, item: section }) => {
        const box = boxFor(textOf(section.heading));
        return (
          <section key={key} className={box} lang={section.lang} data-boxed={box ? 'true' : undefined}>
            <SectionHeading value={section.heading} />
            <Paragraphs items={section.paragraph} />
            {section.list?.length ? <BulletList items={section.list} /> : null}
            {section.images?.length ? (
              <div
                className={
                  section.images.length >= 3
                    ? 'mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3'
                    : 'mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2'
                }
              >
                {keyedBy(section.images, (image) => image.img.src).map(({ key: imageKey, item: image }) => (
                  <TitledFigure key={imageKey} item={image} />
                ))}
              </div>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
