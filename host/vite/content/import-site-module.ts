import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { homeSamplesPlugin } from './home-samples-plugin.ts';
import { listingPagesPlugin } from './listing-pages-plugin.ts';
import { pagesPlugin } from './pages-plugin.ts';
import { buildDate, recordsPlugin } from './records-plugin.ts';
import { siteFilesPlugin } from './site-files-plugin.ts';
import { staticPagesPlugin } from './static-pages-plugin.ts';

/**
 * The virtual modules the site's data imports (the records, the build date, the content pages and their listings' later pages,
 * the site's own pages, the home widgets' samples, the site's identity, menu, footer and login form):
 * every Vite instance that loads data code uses this list (the widget servers, the build steps
 * below, the end-to-end tests that read the data).
 */
export const siteDataPlugins = (root: string, today = buildDate()): Plugin[] => [
  // One build date for the records' module and the pages answered from them.
  recordsPlugin(root, today),
  pagesPlugin(root, today),
  listingPagesPlugin(root, today),
  staticPagesPlugin(root),
  homeSamplesPlugin(root),
  siteFilesPlugin(root),
];

/**
 * Loads one of the site's own modules (data, widgets' logic, build helpers) in Node for a build
 * step, with the virtual modules that code imports (the records, the build date, the content pages): every step
 * that reads the site's data comes through this one door. `dependencies` are the files it read.
 */
export async function importSiteModule<T>(root: string, file: string): Promise<{ module: T; dependencies: string[] }> {
  const { module, dependencies } = await runnerImport<T>(join(root, file), {
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: siteDataPlugins(root),
  });
  return { module, dependencies };
}

/** The module alone, as most build steps want it. */
export const loadSiteModule = <T>(root: string, file: string): Promise<T> =>
  importSiteModule<T>(root, file).then((result) => result.module);
