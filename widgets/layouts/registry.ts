import { createElement, type ComponentType, type ReactElement } from 'react';
import type { ContentItem } from '../../data/schema/content';
import type { LayoutOf, LayoutType } from '../../data/schema/layouts';
import { BulletListLayout } from './BulletListLayout';
import { CityComposite } from './CityComposite';
import { CollapsableImageGrid } from './CollapsableImageGrid';
import { Comment } from './Comment';
import { ContactComposite } from './ContactComposite';
import { FormalComposite } from './FormalComposite';
import { GovernanceContactComposite } from './GovernanceContactComposite';
import { ImageGrid } from './ImageGrid';
import { MultipleFileTable } from './MultipleFileTable';
import { MultipleListCards } from './MultipleListCards';
import { MultipleTable } from './MultipleTable';
import { NewsComposite } from './NewsComposite';
import { Paragraph } from './Paragraph';
import { ParagraphImage } from './ParagraphImage';
import { PdfList } from './PdfList';
import { PersonalFigured } from './PersonalFigured';
import { SearchbarTable } from './SearchbarTable';
import { SimpleTable } from './SimpleTable';
import { StudentLogin } from './StudentLogin';

/** `layout_type` -> the component that renders it (spec 2.6: all 19). */
export const layoutRegistry: { [T in LayoutType]: ComponentType<{ item: LayoutOf<T> }> } = {
  'formal-composite': FormalComposite,
  'personal-figured': PersonalFigured,
  'image-grid': ImageGrid,
  'news-composite': NewsComposite,
  'city-composite': CityComposite,
  'contact-composite': ContactComposite,
  'searchbar-table': SearchbarTable,
  comment: Comment,
  pdf_list: PdfList,
  'simple-table': SimpleTable,
  'multiple-table': MultipleTable,
  'multiple-file-table': MultipleFileTable,
  'bullet-list': BulletListLayout,
  'paragraph-image': ParagraphImage,
  CollapsableImageGrid: CollapsableImageGrid,
  'governance-contact-composite': GovernanceContactComposite,
  paragraph: Paragraph,
  studentlogin: StudentLogin,
  'multiple-list-cards': MultipleListCards,
};

/** The component for a layout type, or undefined for an unknown one (spec 2.5: renders nothing). */
export function layoutFor(type: string): ComponentType<{ item: any }> | undefined {
  return Object.prototype.hasOwnProperty.call(layoutRegistry, type)
    ? (layoutRegistry as Record<string, ComponentType<{ item: any }>>)[type]
    : undefined;
}

/** A content item rendered by its layout, or null for an unknown layout type. */
export function renderLayout(item: ContentItem): ReactElement | null {
  const Layout = layoutFor(item.layout_type);
  return Layout ? createElement(Layout, { item }) : null;
}
