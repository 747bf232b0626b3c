import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { generateManifest, type CustomElementsManifest } from '../manifest/custom-elements-manifest.ts';
import { homeSamplesPlugin } from '../content/home-samples-plugin.ts';
import { siteFilesPlugin } from '../content/site-files-plugin.ts';
import { widgetRegistryPlugin } from '../modules/widget-registry-plugin.ts';
import { runTimeModulesPlugin } from './run-time-modules.ts';

/**
 * The prerender's code as plain JavaScript, built once for the code's hash and kept in Vite's
 * cache folder: each worker imports it with Node's `import()`, where Vite had transformed the
 * whole TypeScript graph (widgets, React components, data modules) again in every worker of
 * every build. Two bundles, as the worker had two module graphs: the worker's own code
 * (prerender-pages.ts, with the plugins that serve the content) and the code it renders with
 * (render-modules.ts), whose modules are not the worker's (a module's state, the route store's,
 * is the renderer's alone).
 */
const ENTRIES = {
  pages: 'host/vite/prerender/prerender-pages.ts',
  modules: 'host/vite/prerender/render-modules.ts',
} as const;

/** The bundles' entry files (absolute paths): the worker's code, and the code it renders with. */
export type RenderBundle = Record<keyof typeof ENTRIES, string>;

/** What it holds, written last: each file's hash, so that a file missing or changed since is noticed. */
const CONTENTS_FILE = 'contents.json';

/**
 * The kit's custom elements manifest, which the workers are given (the embed docs page shows it):
 * made from the code alone, by running every widget's code (seconds), so it is kept with the
 * bundle, for the code's hash, rather than made again by every build of the same code.
 */
const MANIFEST_FILE = 'custom-elements.json';

const DAY_MS = 24 * 60 * 60 * 1000;

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function filesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== CONTENTS_FILE)
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .toSorted();
}

/** Whether `folder` holds a whole bundle, each file as it was written. */
function isWhole(folder: string): boolean {
  try {
    const contents = JSON.parse(readFileSync(join(folder, CONTENTS_FILE), 'utf8')) as Record<string, string>;
    const files = filesIn(folder);
    return (
      [...Object.keys(ENTRIES).map((name) => `${name}.mjs`), MANIFEST_FILE].every((file) => files.includes(file)) &&
      files.length === Object.keys(contents).length &&
      files.every((file) => contents[file] === sha256(readFileSync(join(folder, file))))
    );
  } catch {
    return false; // no contents file, or not JSON: not a whole bundle
  }
}

/** Builds the bundles of `root`'s code into `folder`; a failure throws, naming the bundle. */
async function makeBundle(root: string, folder: string): Promise<void> {
  for (const [name, entry] of Object.entries(ENTRIES))
    try {
      await build({
        root,
        configFile: false,
        envDir: false,
        publicDir: false,
        logLevel: 'warn',
        // The code modules the render code imports (the widgets' registry, the site's and the home
        // samples' files); the content's are served at run time.
        plugins: [runTimeModulesPlugin(), widgetRegistryPlugin(root), siteFilesPlugin(root), homeSamplesPlugin(root)],
        // React's production JSX, whatever the environment says: the workers run React's production build,
        // whose development JSX runtime is empty.
        oxc: { jsx: { development: false } },
        build: {
          ssr: true,
          outDir: folder,
          emptyOutDir: false,
          minify: false,
          reportCompressedSize: false,
          rolldownOptions: {
            input: { [name]: join(root, entry) },
            output: { entryFileNames: '[name].mjs', chunkFileNames: `${name}-chunks/[name]-[hash].mjs` },
          },
        },
      });
    } catch (error) {
      throw new Error(`The prerender's render bundle (${entry}) failed to build: ${(error as Error).message}`, {
        cause: error,
      });
    }
  writeFileSync(join(folder, MANIFEST_FILE), JSON.stringify((await generateManifest(root)).manifest));
  const contents = Object.fromEntries(filesIn(folder).map((file) => [file, sha256(readFileSync(join(folder, file)))]));
  writeFileSync(join(folder, CONTENTS_FILE), JSON.stringify(contents, null, 1));
}

/**
 * Moves the bundle made in `making` to `folder`, unless another build of the same code (the tests
 * build copies of the project side by side, one cache folder for all) has put a whole one there
 * first: that one stays, its workers may be importing it. A bundle not whole there is replaced.
 */
function moveIn(making: string, folder: string): void {
  try {
    renameSync(making, folder);
  } catch (error) {
    if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    if (isWhole(folder)) return;
    rmSync(folder, { recursive: true, force: true });
    renameSync(making, folder);
  }
}

/**
 * The render bundle for the code whose hash is `code` (build-inputs.ts `codeHash`), from
 * `<cacheDir>/render-bundle/<code>/`, and the kit's manifest kept with it; made there first when it
 * is not whole (never made, or a file missing or changed since). `made`: seconds spent making it, 0
 * when it was there.
 */
export async function renderBundle(
  root: string,
  cacheDir: string,
  code: string,
): Promise<{ bundle: RenderBundle; manifest: CustomElementsManifest; made: number }> {
  const bundles = join(cacheDir, 'render-bundle');
  const folder = join(bundles, code);
  const bundle = Object.fromEntries(
    Object.keys(ENTRIES).map((name) => [name, join(folder, `${name}.mjs`)]),
  ) as RenderBundle;
  const manifest = () => JSON.parse(readFileSync(join(folder, MANIFEST_FILE), 'utf8')) as CustomElementsManifest;
  if (isWhole(folder)) {
    // Used now: kept from other code's builds' pruning (below).
    utimesSync(folder, new Date(), new Date());
    return { bundle, manifest: manifest(), made: 0 };
  }
  const started = performance.now();
  // Made beside it and moved in whole: a build stopped halfway leaves no bundle that looks whole.
  const making = `${folder}.${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  try {
    await makeBundle(root, making);
    moveIn(making, folder);
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  // Other code's bundles go once unused for a day: a build of other code may still be importing one.
  for (const other of readdirSync(bundles))
    if (other !== code && statSync(join(bundles, other)).mtimeMs < Date.now() - DAY_MS)
      rmSync(join(bundles, other), { recursive: true, force: true });
  return { bundle, manifest: manifest(), made: (performance.now() - started) / 1000 };
}
