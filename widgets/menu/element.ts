import { menu } from '../../data/menu';
import { languagesLoading } from '../../data/i18n/language-packs';
import { hasTitles, withLocalTitles } from '../../data/i18n/titles';
import { defineWidget } from '../core/define-widget';
import { translatedSample } from '../core/localised-sample';
import { Menu } from './Menu';
import { attributes } from './props';

/**
 * `<uni-menu>`: the main menu, desktop dropdowns and the small-screen panel.
 */
defineWidget({
  tag: 'uni-menu',
  hydrate: 'interaction',
  component: Menu,
  attributes,
  /** URL of menu JSON (an array of menu items) to show instead of the bundled menu */
  data: {
    sample: menu,
    schema: () => import('../../data/schema/menu').then((m) => m.Menu),
    // The titles of the bundled menu come from the titles catalogs (data/i18n/titles/<lang>.json);
    // titles that cannot be loaded are logged and stay English.
    translated: translatedSample((lang) =>
      hasTitles(lang) ? Promise.resolve(languagesLoading([lang])).then(() => withLocalTitles(menu, lang)) : undefined,
    ),
  },
});
