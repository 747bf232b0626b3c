/**
 * Every custom element the kit defines, and how to load its code. The host and
 * the embed loader both use this map, so a page pays only for the widgets it shows.
 */
export const widgetLoaders: Record<string, () => Promise<unknown>> = {
  'uni-access-bar': () => import('./access-bar/element'),
  'uni-header': () => import('./header/element'),
  'uni-menu': () => import('./menu/element'),
  'uni-footer': () => import('./footer/element'),
  'uni-page': () => import('./page/element'),
  'uni-content-page': () => import('./content-page/element'),
  'uni-news': () => import('./news/element'),
  'uni-login-form': () => import('./login-form/element'),
  'uni-hero': () => import('./hero/element'),
  'uni-portal-grid': () => import('./portal-grid/element'),
  'uni-affiliations': () => import('./affiliations/element'),
  'uni-leadership': () => import('./leadership/element'),
  'uni-featured-video': () => import('./featured-video/element'),
  'uni-events': () => import('./events/element'),
  'uni-recognitions': () => import('./recognitions/element'),
  'uni-quick-links': () => import('./quick-links/element'),
  'uni-statistics': () => import('./statistics/element'),
  'uni-embed-docs': () => import('./embed-docs/element'),
  'uni-search': () => import('./search/element'),
};

export type WidgetTag = keyof typeof widgetLoaders;
