/**
 * The code the prerender's workers render with, as one module: built into the render bundle
 * (render-bundle.ts), which each worker imports (prerender-pages.ts). Only code: the content and
 * what the build hands the workers are virtual modules served at run time (run-time-modules.ts).
 */
export * as renderer from './render-page.tsx';
export * as routeStore from '../../../widgets/content-page/route-store.ts';
export * as sections from './section-page-data.ts';
export * as definitions from '../../../widgets/core/definitions.ts';
export * as sitePages from '../../../data/pages.ts';
export * as widgetDataFiles from '../../../data/records/widget-data-files.ts';
export * as siteRecordPages from '../../../data/records/site-record-pages.ts';
export * as site from '../../../data/site.ts';
export * as feeds from '../../../data/feeds.ts';
export * as sitemap from '../../../data/sitemap.ts';
export * as lastUpdated from '../../../data/last-updated.ts';
export * as languages from '../../../data/i18n/languages.ts';
export * as translate from '../../../data/i18n/translate.ts';
