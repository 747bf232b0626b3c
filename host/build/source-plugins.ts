import type { Plugin } from 'vite';
import { manifestModulePlugin } from './manifest-module-plugin.ts';
import { docSizesPlugin } from './doc-sizes-plugin.ts';
import { routeIndexPlugin } from './route-index-plugin.ts';
import { widgetCssPlugin, type WidgetCssPlugin } from './widget-css-plugin.ts';

/**
 * The virtual modules the widget sources import (the shared stylesheet, the
 * route index, the custom elements manifest, the document sizes). Every Vite instance that loads
 * widget code uses this one list: the site build, the prerenderer's server and
 * the embed kit's build.
 */
export function widgetSourcePlugins(root: string): { widgetCss: WidgetCssPlugin; plugins: Plugin[] } {
  const widgetCss = widgetCssPlugin(root);
  return { widgetCss, plugins: [widgetCss, routeIndexPlugin(root), manifestModulePlugin(root), docSizesPlugin(root)] };
}
