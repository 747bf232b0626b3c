import type { ImportantNotice, ListItem, Text, TitledImage } from '../../data/schema/layouts';
import type { ImageAsset } from '../../data/schema/site';
import { keyOf, ListEntry, T, textOf } from '../core/text';
import { noticeColumnClasses, noticeColumnCount } from './notice-columns';
import { keyedBy } from '../core/keyed';
import { LayoutHeading } from './heading-level';

/** Pieces several layouts share (headings, paragraphs, figures, important notices). */

export function SectionHeading({ value, id }: { value: Text | undefined; id?: string }) {
  if (!value) return null;
  return (
    <LayoutHeading id={id} className="m-0 mb-2 text-lg font-semibold text-brand">
      <T value={value} />
    </LayoutHeading>
  );
}

export function Paragraphs({ items }: { items: Text[] | undefined }) {
  if (!items?.length) return null;
  return (
    <>
      {items.map((item, index) => (
        <p key={keyOf(item, index)} className="m-0 mb-3 leading-relaxed">
          <T value={item} />
        </p>
      ))}
    </>
  );
}

export function BulletList({
  items,
  className = 'm-0 list-disc space-y-1 pl-6',
}: {
  items: ListItem[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={keyOf(item, index)}>
          <ListEntry item={item} />
        </li>
      ))}
    </ul>
  );
}

/** An <img> with its intrinsic size; lazy (content is below the fold). */
export function Img({ image, className = 'block h-auto max-w-full' }: { image: ImageAsset; className?: string }) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

export function Figure({ image, caption }: { image: ImageAsset; caption?: Text }) {
  return (
    <figure className="m-0">
      <Img image={image} className="block h-auto w-full rounded" />
      {caption ? (
        <figcaption className="mt-1 text-sm text-gray-700">
          <T value={caption} />
        </figcaption>
      ) : null}
    </figure>
  );
}

export function TitledFigure({ item }: { item: TitledImage }) {
  return <Figure image={item.img} caption={item.title} />;
}

/** The highlighted box of important notices; a notice's list is laid out in 1, 2 or 3 columns (6 / 12 items). */
export function ImportantNotices({ notices }: { notices: ImportantNotice[] | undefined }) {
  if (!notices?.length) return null;
  return (
    <div className="mt-6 space-y-4 border-l-4 border-accent bg-accent-light p-4" data-important-notices="">
      {keyedBy(notices, (notice) => textOf(notice.title)).map(({ key, item: notice }) => {
        const columns = noticeColumnCount(notice.listItems?.length ?? 0);
        return (
          <section key={key} lang={notice.lang}>
            <LayoutHeading className="m-0 mb-2 flex items-center gap-2 text-base font-bold text-accent">
              <span className="i-mdi-alert-circle-outline" aria-hidden="true" />
              <T value={notice.title} />
            </LayoutHeading>
            {notice.content ? (
              <p className="m-0 mb-2">
                <T value={notice.content} />
              </p>
            ) : null}
            {notice.listItems?.length ? (
              <ul className={`m-0 list-none p-0 ${noticeColumnClasses[columns]}`} data-columns={columns}>
                {notice.listItems.map((item, itemIndex) => (
                  <li key={keyOf(item, itemIndex)} className="flex gap-2">
                    <span className="i-mdi-chevron-right mt-1 text-accent" aria-hidden="true" />
                    <span>
                      <ListEntry item={item} />
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
