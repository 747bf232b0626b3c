import { defineWidget } from '../core/define-widget';
import { ContentPage } from './ContentPage';

/**
 * `<uni-content-page>`: a university content page from the route table.
 * @attr path - the content path to show (default: the page's location)
 */
defineWidget({ tag: 'uni-content-page', component: ContentPage, attributes: { path: 'string' } });
