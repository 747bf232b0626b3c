import { defineWidget } from '../core/define-widget';
import { Header } from './Header';
import { attributes } from './props';

/**
 * `<uni-header>`: the university's logos and name, the UG / PG / P.H.D / Online /
 * Distance buttons and the site search form.
 */
defineWidget({
  tag: 'uni-header',
  hydrate: 'interaction',
  component: Header,
  attributes,
});
