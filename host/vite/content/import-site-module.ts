import { join } from 'node:path';
import {
  createRunnableDevEnvironment,
  mergeConfig,
  resolveConfig,
  runnerImport,
  type InlineConfig,
  type Plugin,
  type RunnableDevEnvironment,
} from 'vite';
import { docSizesPlugin } from '../modules/doc-sizes-plugin.ts';
import { homeSamplesPlugin } from './home-samples-plugin.ts';
import { listingPagesPlugin } from './listing-pages-plugin.ts';
import { pagesPlugin } from './pages-plugin.ts';
import { forgetReadFiles, saveReadFiles } from './read-once.ts';
import { untimedModuleRunner } from './untimed-module-runner.ts';
import { evaluatesInThisThread, forgetInThreadData } from './in-thread-data.ts';
import { neverWatched } from './watch-files.ts';
import { buildDate, recordsPlugin } from './records-plugin.ts';
import { siteFilesPlugin } from './site-files-plugin.ts';
import { staticPagesPlugin } from './static-pages-plugin.ts';

/**
 * The virtual modules the site's data imports (the records, the build date, the content pages and their listings' later pages,
 * the site's own pages, the home widgets' samples, the site's identity, menu, footer and login form,
 * the documents' sizes):
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
  docSizesPlugin(root),
];

const stepConfig = (root: string): InlineConfig => ({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: siteDataPlugins(root),
});

/**
 * One Vite environment for every step of a build that loads the site's modules (the data check,
 * the route index, search, the sitemap, the feeds, the service worker), by project: each step
 * had one of its own, and each made every section's module again from the same files (at 1,000
 * pages a language, most of the data check's time and the search, sitemap and feeds' own). The
 * content does not change during a build; `npm run dev` opens none, so an edit is read again.
 */
const shared = new Map<string, { users: number; environment: Promise<RunnableDevEnvironment> }>();

/** The environment `runnerImport` makes for one import (vite's node/ssr/runnerImport), kept open. */
async function openEnvironment(root: string): Promise<RunnableDevEnvironment> {
  const config = await resolveConfig(
    mergeConfig(stepConfig(root), {
      envDir: false,
      cacheDir: process.cwd(),
      environments: {
        inline: {
          consumer: 'server',
          dev: { moduleRunnerTransform: true },
          resolve: {
            external: true,
            mainFields: [],
            // As runnerImport: `module-sync` where Node loads ES modules with require().
            conditions: ['node', ...(process.features.require_module ? ['module-sync'] : [])],
          },
        },
      },
    }),
    'serve',
  );
  const environment = createRunnableDevEnvironment('inline', config, {
    runner: (inline) => untimedModuleRunner(inline),
    hot: false,
  });
  // The content's modules hold references here, not their data as code (in-thread-data.ts).
  evaluatesInThisThread(environment);
  // Loaded once and closed: nothing to reload when a file changes (watch-files.ts).
  neverWatched(environment);
  await environment.init();
  return environment;
}

/** The files `id` imports, transitively, as the runner evaluated them (not packages). */
function importedFiles(environment: RunnableDevEnvironment, id: string): string[] {
  const modules = environment.runner.evaluatedModules;
  const seen = new Set<string>([id]);
  const files: string[] = [];
  const queue = [...(modules.getModuleById(id)?.imports ?? [])];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const module = modules.getModuleById(next);
    if (!module?.meta || 'externalize' in module.meta) continue;
    files.push(module.file);
    queue.push(...module.imports);
  }
  return files;
}

/**
 * Opens the shared environment of `root` for the build (buildStart) and closes it once the bundle is
 * written (writeBundle: the steps that load the site's modules are done, and the prerender's workers,
 * which load their own, need the memory) or the build has failed (buildEnd, closeBundle): list it
 * before the plugins that load the site's modules. A step after it loads its module alone. The files
 * read once are forgotten when Vite has read the last module (buildEnd), or once the data check is
 * done if it is still reading (read-once.ts `readingUntil`): the steps after it have what they need
 * in the environment, and the memory peaked as they ran beside the bundle.
 */
export function siteModulesPlugin(root: string): Plugin {
  let open = false;
  const release = async () => {
    if (!open) return;
    open = false;
    await releaseShared(root);
  };
  return {
    name: 'uni-site-modules',
    apply: 'build',
    buildStart: {
      order: 'pre',
      handler() {
        if (open) return;
        open = true;
        openShared(root);
      },
    },
    async buildEnd(error) {
      forgetReadFiles();
      if (error) await release();
    },
    writeBundle: { order: 'post', sequential: true, handler: release },
    closeBundle: { order: 'pre', sequential: true, handler: release },
  };
}

/** One more user of the shared environment of `root`: opened by the first. */
function openShared(root: string): void {
  const session = shared.get(root);
  if (session) session.users += 1;
  else shared.set(root, { users: 1, environment: openEnvironment(root) });
}

/** One user fewer: the last closes it, and the files and data it held go. */
async function releaseShared(root: string): Promise<void> {
  const session = shared.get(root)!;
  session.users -= 1;
  if (session.users > 0) return;
  shared.delete(root);
  forgetReadFiles();
  // Every step that reads the content is done: what the files gave is kept for the next build.
  saveReadFiles();
  const environment = await session.environment;
  forgetInThreadData(environment);
  await environment.close();
}

/**
 * Runs `work` with the shared environment of `root` open, as a build's steps have it: for a tool
 * that loads the whole content outside a build (`npm run check`). Loaded alone, each module would
 * hold its data as code (in-thread-data.ts): at 10,000 pages a language, more than the 4 GB Node
 * gives a process.
 */
export async function withSiteModules<T>(root: string, work: () => Promise<T>): Promise<T> {
  openShared(root);
  try {
    return await work();
  } finally {
    await releaseShared(root);
  }
}

/**
 * Loads one of the site's own modules (data, widgets' logic, build helpers) in Node for a build
 * step, with the virtual modules that code imports (the records, the build date, the content pages): every step
 * that reads the site's data comes through this one door. `dependencies` are the files it read.
 */
export async function importSiteModule<T>(root: string, file: string): Promise<{ module: T; dependencies: string[] }> {
  const session = shared.get(root);
  if (!session) return runnerImport<T>(join(root, file), stepConfig(root));
  const environment = await session.environment;
  const module = (await environment.runner.import(join(root, file))) as T;
  const id = environment.runner.evaluatedModules.getModuleByUrl(join(root, file))?.id;
  return { module, dependencies: id ? importedFiles(environment, id) : [] };
}

/** The module alone, as most build steps want it. */
export const loadSiteModule = <T>(root: string, file: string): Promise<T> =>
  importSiteModule<T>(root, file).then((result) => result.module);
