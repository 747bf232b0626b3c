import type { LayoutOf } from '../../data/schema/layouts';
import { BulletList } from './parts';

/** bullet-list: a simple bullet list. */
export function BulletListLayout({ item }: { item: LayoutOf<'bullet-list'> }) {
  return <BulletList items={item.sections} />;
}
