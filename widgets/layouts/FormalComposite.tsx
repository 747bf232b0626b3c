import type { LayoutOf } from '../../data/schema/layouts';
import { keyOf, ListEntry, textOf } from '../core/text';
import { BulletList, ImportantNotices, SectionHeading } from './parts';
import { keyedBy } from '../core/keyed';

/** formal-composite: headed sections of paragraphs or bullet, ordered or arrow lists, then important notices. */
export function FormalComposite({ item }: { item: LayoutOf<'formal-composite'> }) {
  return (
    <div className="space-y-6">
      {keyedBy(item.sections, (section) => textOf(section.heading)).map(({ key, item: section }) => (
        <section key={key} lang={section.lang} data-section-type={section.type}>
          <SectionHeading value={section.heading} />
          {section.type === 'paragraph' ? (
            section.content.map((entry, entryIndex) => (
              <p key={keyOf(entry, entryIndex)} className="m-0 mb-3 leading-relaxed">
                <ListEntry item={entry} />
              </p>
            ))
          ) : section.type === 'bullet-list' ? (
            <BulletList items={section.content} />
          ) : section.type === 'order-list' ? (
            <ol className="m-0 list-decimal space-y-1 pl-6">
              {section.content.map((entry, entryIndex) => (
                <li key={keyOf(entry, entryIndex)}>
                  <ListEntry item={entry} />
                </li>
              ))}
            </ol>
          ) : (
            <ul className="m-0 list-none space-y-1 p-0">
              {section.content.map((entry, entryIndex) => (
                <li key={keyOf(entry, entryIndex)} className="flex gap-2">
                  <span className="i-mdi-arrow-right-bold mt-1 text-accent" aria-hidden="true" />
                  <span>
                    <ListEntry item={entry} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <ImportantNotices notices={item.important_notices} />
    </div>
  );
}
