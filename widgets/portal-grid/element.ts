import portalTiles from '../../data/home/portal.yaml';
import { defineWidget } from '../core/define-widget';
import { fromLanguageFolders } from '../core/localised-sample';
import { PortalGrid } from './PortalGrid';

/**
 * `<uni-portal-grid>`: the University Portal grid of 12 tiles (icon and title);
 * 2, 3, 4 and 6 columns as the screen widens.
 */
defineWidget({
  tag: 'uni-portal-grid',
  hydrate: 'never',
  component: PortalGrid,
  /** URL of JSON: an array of `{icon, title, link}` (icon an `i-mdi-*` class of the shared sheet) */
  data: {
    sample: portalTiles,
    schema: () => import('../../data/schema/home').then((m) => m.PortalTiles),
    translated: fromLanguageFolders(
      import.meta.glob<typeof portalTiles>('../../data/home/*/portal.yaml', { import: 'default' }),
    ),
  },
});
