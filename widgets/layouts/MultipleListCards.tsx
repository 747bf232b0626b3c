import type { LayoutOf } from '../../data/schema/layouts';
import { T, TextLink, textOf } from '../core/text';
import { BulletList, Img } from './parts';
import { keyedBy } from '../core/keyed';
import { LayoutHeading } from './heading-level';

/** multiple-list-cards: a banner image, items with icon, title and description (optional links), and titled list cards. */
export function MultipleListCards({ item }: { item: LayoutOf<'multiple-list-cards'> }) {
  return (
    <div className="space-y-6">
      {item.banner ? <Img image={item.banner} className="block h-auto w-full rounded" /> : null}
      {item.items.length ? (
        <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2">
          {keyedBy(item.items, (entry) => textOf(entry.title)).map(({ key, item: entry }) => (
            <li key={key} className="flex gap-3 rounded border border-gray-200 p-4">
              <span className={`${entry.icon} shrink-0 text-3xl text-brand`} aria-hidden="true" />
              <div>
                <LayoutHeading className="m-0 text-base font-semibold text-brand">
                  <T value={entry.title} />
                </LayoutHeading>
                <p className="m-0 text-sm">
                  <T value={entry.description} />
                </p>
                {entry.links?.length ? (
                  <p className="m-0 mt-2 flex flex-wrap gap-3 text-sm">
                    {entry.links.map((link) => (
                      <TextLink key={link.href} link={link} />
                    ))}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {item.cards.length ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {keyedBy(item.cards, (card) => textOf(card.title)).map(({ key, item: card }) => (
            <section key={key} className="rounded bg-brand-light p-4 shadow-sm">
              <LayoutHeading className="m-0 mb-2 text-base font-bold text-brand">
                <T value={card.title} />
              </LayoutHeading>
              <BulletList items={card.listItems} />
            </section>
          ))}
        </div>
      ) : null}
    </div>
  );
}
