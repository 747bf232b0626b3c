import { footerLinks } from '../../data/footer';
import type { QuickLink } from '../../data/schema/site';
import { defineWidget } from '../core/define-widget';
import { fromLanguageFolders } from '../core/localised-sample';
import { Footer } from './Footer';
import { serverPageData } from '../content-page/route-store';
import { attributes } from './props';

/**
 * `<uni-footer>`: four columns of quick links, policy links, address, visitor
 * count (a figure from data with its as-of date), last-updated line and copyright.
 */
defineWidget({
  tag: 'uni-footer',
  hydrate: 'never',
  // Its last-updated date is the page's, from the page's data (Footer.tsx).
  hydrationData: serverPageData,
  component: Footer,
  attributes,
  /** URL of JSON (an array of `{title, link}`) to use as the footer's quick links */
  data: {
    sample: footerLinks,
    schema: () => import('../../data/schema/site').then((m) => m.QuickLink.array()),
    translated: fromLanguageFolders(
      import.meta.glob<QuickLink[]>('../../data/site/*/footer.yaml', { import: 'quickLinks' }),
    ),
  },
});
