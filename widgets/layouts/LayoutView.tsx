import type { ContentItem } from '../../data/schema/content';
import { PassageLanguage } from '../core/i18n';
import { T } from '../core/text';
import { renderLayout } from './registry';
import { LayoutHeadingLevel } from './heading-level';

/**
 * One content item: its root element carries `data-layout="<layout_type>"`
 * and its optional title as an h2; an item in another language (`lang`) reads in it,
 * screen-reader texts included. An unknown layout type renders nothing (spec 2.5, 8).
 */
export function LayoutView({ item }: { item: ContentItem }) {
  const body = renderLayout(item);
  if (!body) return null;
  return (
    <section data-layout={item.layout_type} data-content-id={item.content_id} lang={item.lang} className="mb-8">
      <PassageLanguage lang={item.lang}>
        {item.title ? (
          <h2 className="m-0 mb-4 text-xl font-bold text-brand">
            <T value={item.title} />
          </h2>
        ) : null}
        <LayoutHeadingLevel value={item.title ? 3 : 2}>{body}</LayoutHeadingLevel>
      </PassageLanguage>
    </section>
  );
}
