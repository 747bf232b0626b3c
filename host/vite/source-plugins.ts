import type { Plugin } from 'vite';
import { englishMessagesPlugin } from './modules/english-messages-plugin.ts';
import { manifestModulePlugin } from './manifest/manifest-module-plugin.ts';
import { widgetModulePlugins, type WidgetCssPlugin } from './modules/widget-module-plugins.ts';

/**
 * The virtual modules the widget sources import (the shared stylesheet, the
 * route index, the custom elements manifest, the document sizes, the English messages by
 * namespace). Every Vite instance that loads
 * widget code uses this one list: the site build, the prerenderer's server and
 * the embed kit's build (the manifest generator's own server uses an empty manifest).
 */
export function widgetSourcePlugins(root: string): { widgetCss: WidgetCssPlugin; plugins: Plugin[] } {
  const { widgetCss, plugins } = widgetModulePlugins(root);
  return { widgetCss, plugins: [...plugins, manifestModulePlugin(root), englishMessagesPlugin(root)] };
}
