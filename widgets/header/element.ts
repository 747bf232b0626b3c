import { defineWidget } from '../core/define-widget';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';
import { Header } from './Header';

const attributes = {
  /** URL the search form submits `q` to (in the widget's language) */
  searchAction: { type: 'string', default: '/search' },
} as const satisfies AttributeDeclarations;

/** The props <Header> receives: its attribute. */
export type HeaderProps = WidgetProps<typeof attributes>;

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
