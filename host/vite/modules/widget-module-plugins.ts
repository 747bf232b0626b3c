import type { Plugin } from 'vite';
import { routeIndexPlugin } from './route-index-plugin.ts';
import { widgetCssPlugin, type WidgetCssPlugin } from '../assets/widget-css-plugin.ts';
import { widgetRegistryPlugin } from './widget-registry-plugin.ts';
import { siteDataPlugins } from '../content/import-site-module.ts';

export type { WidgetCssPlugin };

/** `virtual:custom-elements-manifest`: the kit's manifest as a module (the embed docs import it). */
export const MANIFEST_ID = 'virtual:custom-elements-manifest';
export const RESOLVED_MANIFEST_ID = '\0' + MANIFEST_ID;

/**
 * The virtual modules the widget sources import, except the manifest: the shared
 * stylesheet, the widget registry, the route index, the records, the content pages and the documents' sizes (host/vite/source-plugins.ts adds the manifest).
 */
export function widgetModulePlugins(root: string): { widgetCss: WidgetCssPlugin; plugins: Plugin[] } {
  const widgetCss = widgetCssPlugin(root);
  return {
    widgetCss,
    plugins: [widgetCss, widgetRegistryPlugin(root), routeIndexPlugin(root), ...siteDataPlugins(root)],
  };
}

/** A manifest without modules, for the server that loads the widgets to make the real one. */
export function emptyManifestPlugin(): Plugin {
  return {
    name: 'uni-empty-manifest',
    resolveId: (id) => (id === MANIFEST_ID ? RESOLVED_MANIFEST_ID : undefined),
    load: (id) =>
      id === RESOLVED_MANIFEST_ID
        ? `export default ${JSON.stringify({ schemaVersion: '2.1.0', readme: '', modules: [] })};`
        : undefined,
  };
}
