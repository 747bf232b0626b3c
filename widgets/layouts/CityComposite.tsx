import type { LayoutOf } from '../../data/schema/layouts';
import { keyOf, T, textOf } from '../core/text';
import { ImportantNotices, Paragraphs, SectionHeading, TitledFigure } from './parts';
import { keyedBy } from '../core/keyed';

/** city-composite: paragraph, list (bold + text) and Images-list sections, then notices in 1-3 columns. */
export function CityComposite({ item }: { item: LayoutOf<'city-composite'> }) {
  return (
    <div className="space-y-6">
      {keyedBy(item.sections, (section) => textOf(section.heading)).map(({ key, item: section }) => (
        <section key={key} lang={section.lang} data-section-type={section.type}>
          <SectionHeading value={section.heading} />
          {section.type === 'paragraph' ? <Paragraphs items={section.content} /> : null}
          {section.type === 'list' ? (
            <ul className="m-0 list-none space-y-1 p-0">
              {section.items.map((entry, entryIndex) => (
                <li key={keyOf(entry.bold, entryIndex)}>
                  <strong className="font-semibold">
                    <T value={entry.bold} />
                  </strong>{' '}
                  <T value={entry.text} />
                </li>
              ))}
            </ul>
          ) : null}
          {section.type === 'Images-list' ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {keyedBy(section.images, (image) => image.img.src).map(({ key: imageKey, item: image }) => (
                <TitledFigure key={imageKey} item={image} />
              ))}
            </div>
          ) : null}
        </section>
      ))}
      <ImportantNotices notices={item.important_notices} />
    </div>
  );
}
