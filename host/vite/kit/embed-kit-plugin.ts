import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { DEVANAGARI_FONT_FILES } from '../../../widgets/core/fonts/register-devanagari.ts';
import { ensureDevanagariSubset } from '../assets/devanagari-subset.ts';
import { build, type InlineConfig, type Logger, type LogLevel, type Plugin } from 'vite';
import { generateManifest, renderTypings } from '../manifest/custom-elements-manifest.ts';
import { widgetSourcePlugins } from '../source-plugins.ts';
import type { OwnBuild } from '../incremental/incremental-plugin.ts';

/**
 * The embedding kit, built into dist/widgets/ right after the site:
 * - `index.js`: the loader (widgets/embed.ts), a fixed name for the copy-paste snippet;
 * - `frame.js` (the script of the frame pages, widgets/frame.ts) and `frame-resizer.js`
 *   (widgets/frame-resizer.ts, the optional script that sizes their iframes);
 * - `chunks/*-[hash].js`: each widget (`uni-<name>-[hash].js`) and the code they share,
 *   loaded on demand relative to the loader's own URL (`base: './'`), so the kit
 *   works from any origin;
 * - `custom-elements.json` (Custom Elements Manifest 2.1.0) and `custom-elements.d.ts`
 *   (JSX and DOM typings of the tags), generated from the widget sources;
 * - `.vite/manifest.json`: which chunks each widget needs (the tests use it).
 */
export const KIT_DIR = 'dist/widgets';

/** Writes custom-elements.json and custom-elements.d.ts beside the loader. */
function kitFilesPlugin(root: string): Plugin {
  return {
    name: 'uni-embed-kit-files',
    async generateBundle() {
      const { manifest, problems } = await generateManifest(root);
      for (const problem of problems) this.warn(`custom-elements.json: ${problem}`);
      this.emitFile({
        type: 'asset',
        fileName: 'custom-elements.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
      this.emitFile({ type: 'asset', fileName: 'custom-elements.d.ts', source: renderTypings(manifest) });
      // Marathi and Hindi text on embedding pages: the loader registers these faces (the site's subset).
      const subsetFolder = await ensureDevanagariSubset(root);
      for (const font of DEVANAGARI_FONT_FILES) {
        const source = readFileSync(resolve(subsetFolder, font.file));
        this.emitFile({ type: 'asset', fileName: `fonts/${font.file}`, source });
      }
    },
  };
}

const WIDGET_ELEMENT = /[\\/]widgets[\\/]([^\\/]+)[\\/]element\.tsx?$/;

/**
 * The second build's whole configuration (no config file: nothing of the site's config applies but
 * its log level and its logger, so the kit's files are summed up as the site's are: build-summary-plugin.ts).
 */
export function embedKitConfig(root: string, logLevel: LogLevel = 'info', customLogger?: Logger): InlineConfig {
  return {
    configFile: false,
    root,
    base: './',
    publicDir: false,
    logLevel,
    customLogger,
    plugins: [...widgetSourcePlugins(root).plugins, kitFilesPlugin(root)],
    // Library mode: no module-preload helper, which every chunk would import back from the
    // loader (a second loader instance when the page's script URL carries a query string).
    // Native import() already resolves chunks against the importing file's URL.
    // React's production build is chosen here because library mode leaves `process.env.NODE_ENV` alone.
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      // The kit runs on other sites, which hold no prerendered widget: it ships no hydration (renderer.ts).
      'import.meta.env.UNI_EMBED_KIT': 'true',
    },
    build: {
      outDir: resolve(root, KIT_DIR),
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      // `node tests/tools/embed-sizes.mjs` measures the kit; the build's summary counts its files.
      reportCompressedSize: false,
      // The loader; the frame pages' script; the optional resizer for pages that embed frame pages.
      lib: {
        entry: {
          index: resolve(root, 'widgets/embed.ts'),
          frame: resolve(root, 'widgets/frame.ts'),
          'frame-resizer': resolve(root, 'widgets/frame-resizer.ts'),
        },
        formats: ['es'],
        fileName: (_format, entryName) => `${entryName}.js`,
      },
      rolldownOptions: {
        // The site's summary times this build (build-summary-plugin.ts); rolldown's own report is noise.
        checks: { pluginTimings: false },
        // The names of widgets/runtime/protocol.ts written where they are used: the loader must
        // stay one file, and would otherwise import them from the runtime chunk.
        optimization: { inlineConst: { mode: 'all' } },
        output: {
          // Library mode keeps whitespace and annotations for re-bundling; the kit is final code.
          minify: true,
          comments: false,
          // Fewer, larger chunks: each file is compressed on its own, so a dozen small chunks cost
          // more than their code (the embed of one <uni-events> was 17 files, 84.5 KB gzip).
          // React and its renderer, named for the size table; the runtime every widget needs
          // (defineWidget and all it imports); the helpers the events and news widgets share (the
          // record queries their samples come from included).
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
              { name: 'runtime', priority: 1, test: /[\\/]widgets[\\/]core[\\/]define-widget\.tsx$/ },
              {
                name: 'dated-lists',
                test: /[\\/]widgets[\\/]core[\\/](subscribe-links|keyed)\.tsx?$|[\\/]data[\\/](feed-paths|schema[\\/]event-date|i18n[\\/]event-categories|records[\\/](samples|event-categories))\.ts$/,
              },
            ],
          },
          chunkFileNames: (chunk) => {
            const widget = chunk.facadeModuleId && WIDGET_ELEMENT.exec(chunk.facadeModuleId);
            return widget ? `chunks/uni-${widget[1]}-[hash].js` : 'chunks/[name]-[hash].js';
          },
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
}

/**
 * What the kit's build reads besides its modules (an incremental build's record of it): the
 * Devanagari subset it copies, named by the characters the content uses (devanagari-subset.ts).
 */
export const kitExtraInputs = (root: string) => async () => ({
  'devanagari-subset': basename(await ensureDevanagariSubset(root)),
});

/**
 * In the site's config: after the site is written to dist/, build the kit into dist/widgets/.
 * `own`: an incremental build's hold on it (host/vite/incremental/): its plugins record what the
 * kit's build read, and it is left out, its files kept, when none of that changed.
 */
export function embedKitPlugins(root: string, own?: OwnBuild): Plugin[] {
  let written = false;
  let logLevel: LogLevel = 'info';
  let logger: Logger | undefined;
  return [
    {
      name: 'uni-embed-kit-build',
      apply: 'build',
      configResolved(config) {
        logLevel = config.logLevel ?? logLevel;
        logger = config.logger;
      },
      writeBundle() {
        written = true;
      },
      async closeBundle() {
        // closeBundle also runs after a failed build; only a written site gets its kit.
        if (!written) return;
        written = false;
        if (await own?.reuse()) {
          this.info('embed kit: kept as the last build wrote it (nothing it reads changed)');
          return;
        }
        const config = embedKitConfig(root, logLevel, logger);
        await build({ ...config, plugins: [...(config.plugins ?? []), ...(own?.plugins ?? [])] });
      },
    },
  ];
}
