/**
 * Every custom element the kit defines, and how to load its code: each folder
 * with an `element.ts` is one widget, whose tag is `uni-` and the folder's name
 * (`widgets/events/element.ts` defines `<uni-events>`), found by the build
 * (host/vite/modules/widget-registry-plugin.ts). The host and the embed loader both use
 * this map, and each entry is a lazy import, so a page pays only for the widgets it shows.
 */
export { widgetLoaders } from 'virtual:widget-registry';
