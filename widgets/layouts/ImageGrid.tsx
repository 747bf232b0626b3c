import type { LayoutOf } from '../../data/schema/layouts';
import { T, textOf } from '../core/text';
import { Img } from './parts';
import { keyedBy } from '../core/keyed';
import { LayoutHeading } from './heading-level';

/** image-grid: cards with image, name, qualification and tenure (former Vice-Chancellors). */
export function ImageGrid({ item }: { item: LayoutOf<'image-grid'> }) {
  return (
    <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 xs:grid-cols-2 md:grid-cols-3">
      {keyedBy(item.sections, (card) => textOf(card.name)).map(({ key, item: card }) => (
        <li
          key={key}
          className="flex flex-col items-center rounded border border-gray-200 bg-white p-4 text-center shadow-sm"
        >
          <Img image={card.img} className="mb-3 block h-auto w-full max-w-[10rem] rounded" />
          <LayoutHeading className="m-0 text-base font-bold text-brand">
            <T value={card.name} />
          </LayoutHeading>
          <p className="m-0 text-sm text-gray-700">
            <T value={card.qualification} />
          </p>
          <p className="m-0 mt-1 text-sm font-semibold text-accent">
            <T value={card.tenure} />
          </p>
        </li>
      ))}
    </ul>
  );
}
