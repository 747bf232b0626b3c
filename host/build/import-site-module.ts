import { join } from 'node:path';
import { runnerImport } from 'vite';
import { pagesPlugin } from './pages-plugin.ts';
import { recordsPlugin } from './records-plugin.ts';

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
    plugins: [recordsPlugin(root), pagesPlugin(root)],
  });
  return { module, dependencies };
}

/** The module alone, as most build steps want it. */
export const loadSiteModule = <T>(root: string, file: string): Promise<T> =>
  importSiteModule<T>(root, file).then((result) => result.module);
