import { footerLinks } from '../../data/footer';
import type { QuickLink } from '../../data/schema/site';
import { defineWidget } from '../core/define-widget';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';
import { fromLanguageFolders } from '../core/localised-sample';
import { Footer } from './Footer';

const attributes = {
  /** the page the footer is on, for its last-updated date (default: the page's location) */
  path: 'string',
} as const satisfies AttributeDeclarations;

/** The props <Footer> receives: its attribute and its data. */
export type FooterProps = WidgetProps<typeof attributes, QuickLink[]>;

/**
 * `<uni-footer>`: four columns of quick links, policy links, address, visitor
 * count (a figure from data with its as-of date), last-updated line and copyright.
 */
defineWidget({
  tag: 'uni-footer',
  hydrate: 'never',
  component: Footer,
  attributes,
  /** URL of JSON (an array of `{title, link}`) to use as the footer's quick links */
  data: {
    sample: footerLinks,
    schema: () => import('../../data/schema/site').then((m) => m.QuickLink.array()),
    translated: fromLanguageFolders(import.meta.glob<QuickLink[]>('../../data/*/footer.ts', { import: 'footerLinks' })),
  },
});
