import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type WidgetElement<Attributes = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Attributes & { src?: string };

/** The `uni-*` tags the host composes, so JSX checks their attributes. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'uni-access-bar': WidgetElement<{ 'navigation-target'?: string; 'content-target'?: string }>;
      'uni-header': WidgetElement<{ 'search-action'?: string }>;
      'uni-menu': WidgetElement<{ path?: string }>;
      'uni-footer': WidgetElement<{ path?: string }>;
      'uni-page': WidgetElement<{ path?: string; query?: string }>;
      'uni-content-page': WidgetElement<{ path?: string }>;
      'uni-news': WidgetElement<{ limit?: number | string; heading?: string }>;
      'uni-login-form': WidgetElement;
      'uni-events': WidgetElement<{ mode?: 'accordion' | 'all'; categories?: string }>;
      'uni-hero': WidgetElement;
      'uni-portal-grid': WidgetElement;
      'uni-affiliations': WidgetElement;
      'uni-leadership': WidgetElement;
      'uni-featured-video': WidgetElement;
      'uni-recognitions': WidgetElement;
      'uni-quick-links': WidgetElement;
      'uni-statistics': WidgetElement;
      'uni-embed-docs': WidgetElement<{ 'loader-src'?: string }>;
      'uni-search': WidgetElement<{ action?: string; limit?: number | string }>;
    }
  }
}
