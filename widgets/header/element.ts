import { defineWidget } from '../core/define-widget';
import { Header } from './Header';

/**
 * `<uni-header>`: the university's logos and name, the UG / PG / P.H.D / Online /
 * Distance buttons and the site search form.
 */
defineWidget({
  tag: 'uni-header',
  hydrate: 'interaction',
  component: Header,
  attributes: {
    /** URL the search form submits `q` to (in the widget's language) */
    searchAction: { type: 'string', default: '/search' },
  },
});
