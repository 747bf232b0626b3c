import quickLinks from '../../data/home/quick-links.yaml';
import { defineWidget } from '../core/define-widget';
import { fromLanguageFolders } from '../core/localised-sample';
import { QuickLinks } from './QuickLinks';

/**
 * `<uni-quick-links>`: the home page's grid of 19 quick links (1, 2 or 4 columns).
 */
defineWidget({
  tag: 'uni-quick-links',
  hydrate: 'never',
  component: QuickLinks,
  /** URL of JSON: an array of `{title, link}` */
  data: {
    sample: quickLinks,
    schema: () => import('../../data/schema/home').then((m) => m.HomeQuickLinks),
    translated: fromLanguageFolders(
      import.meta.glob<typeof quickLinks>('../../data/home/*/quick-links.yaml', { import: 'default' }),
    ),
  },
});
