import { useId, useState } from 'react';
import type { GalleryItem, GalleryVariant, LayoutOf, TitledImage } from '../../data/schema/layouts';
import type { ImageAsset } from '../../data/schema/site';
import { textOf } from '../core/text';
import { Figure, SectionHeading } from './parts';
import { useI18n } from '../core/i18n';
import { keyedBy } from '../core/keyed';

/** The seven grid variants (spec 9: up to 7), as literal class strings. */
export const galleryGridClasses: Record<GalleryVariant, string> = {
  'two-column': 'grid grid-cols-1 gap-4 sm:grid-cols-2',
  'three-column': 'grid grid-cols-2 gap-3 md:grid-cols-3',
  'four-column': 'grid grid-cols-2 gap-3 md:grid-cols-4',
  'five-column': 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5',
  'feature-first': 'grid grid-cols-2 gap-3 md:grid-cols-3 [&>li:first-child]:col-span-2 [&>li:first-child]:row-span-2',
  'wide-strip': 'grid grid-flow-col auto-cols-[minmax(12rem,1fr)] gap-3 overflow-x-auto pb-2',
  compact: 'grid grid-cols-3 gap-1 sm:grid-cols-4 lg:grid-cols-6',
};

/** Items shown before 'Show More' when a gallery does not say. */
export const DEFAULT_VISIBLE = 6;

function asTitled(item: GalleryItem): TitledImage {
  return 'img' in item ? item : { img: item as ImageAsset };
}

function Gallery({ section }: { section: LayoutOf<'CollapsableImageGrid'>['sections'][number] }) {
  const { t, number, controlLang } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const variant = section.variant ?? 'three-column';
  const visible = section.visible ?? DEFAULT_VISIBLE;
  const items = expanded ? section.items : section.items.slice(0, visible);
  const hidden = section.items.length - visible;
  return (
    <section data-variant={variant}>
      <SectionHeading value={section.heading} />
      {/* The wide strip scrolls sideways: keyboard users reach it with Tab and scroll it with the arrow keys. */}
      <ul
        id={listId}
        className={`visible-focus m-0 list-none p-0 ${galleryGridClasses[variant]}`}
        {...(variant === 'wide-strip'
          ? { tabIndex: 0, 'aria-label': t('gallery.scrollRow', { heading: textOf(section.heading) }) }
          : {})}
      >
        {keyedBy(items, (entry) => asTitled(entry).img.src).map(({ key, item: entry }) => {
          const titled = asTitled(entry);
          return (
            <li key={key}>
              <Figure image={titled.img} caption={titled.title} />
            </li>
          );
        })}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          className="visible-focus mt-3 inline-flex items-center gap-1 rounded bg-brand px-4 py-2 text-white hover:bg-brand-dark"
          aria-expanded={expanded}
          aria-controls={listId}
          lang={controlLang}
          onClick={() => setExpanded((value) => !value)}
        >
          <span className={expanded ? 'i-mdi-chevron-up' : 'i-mdi-chevron-down'} aria-hidden="true" />
          {expanded ? t('gallery.showLess') : t('gallery.showMore')}
          {expanded ? null : (
            <span className="sr-only">
              {' '}
              {t('gallery.moreIn', { count: number(hidden), section: textOf(section.heading) })}
            </span>
          )}
        </button>
      ) : null}
    </section>
  );
}

/** CollapsableImageGrid: headed galleries in one of seven grids; 'Show More' reveals the rest (our decision). */
export function CollapsableImageGrid({ item }: { item: LayoutOf<'CollapsableImageGrid'> }) {
  return (
    <div className="space-y-8">
      {keyedBy(item.sections, (section) => textOf(section.heading)).map(({ key, item: section }) => (
        <Gallery key={key} section={section} />
      ))}
    </div>
  );
}
