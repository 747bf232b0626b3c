import type { ContentItem } from '../../data/schema/content';
import { T } from '../core/text';
import { renderLayout } from './registry';

/**
 * One content item: its root element carries `data-layout="<layout_type>"`
 * and its optional title as an h2. An unknown layout type renders nothing (spec 2.5, 8).
 */
export function LayoutView({ item }: { item: ContentItem }) {
  const body = renderLayout(item);
  if (!body) return null;
  return (
    <section data-layout={item.layout_type} data-content-id={item.content_id} lang={item.lang} className="mb-8">
      {item.title ? (
        <h2 className="m-0 mb-4 text-xl font-bold text-brand">
          <T value={item.title} />
        </h2>
      ) : null}
      {body}
    </section>
  );
}
