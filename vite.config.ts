import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { devanagariSubsetPlugin } from './host/vite/assets/devanagari-subset.ts';
import { checkDataPlugin } from './host/vite/checks/check-data-plugin.ts';
import { siteModulesPlugin } from './host/vite/content/import-site-module.ts';
import { deskPlugin } from './host/vite/desk/desk-plugin.ts';
import { headersPlugin } from './host/vite/servers/headers-plugin.ts';
import { pageDataPlugin } from './host/vite/content/page-data-plugin.ts';
import { inlineScriptPlugin } from './host/vite/assets/inline-script-plugin.ts';
import { embedKitPlugins, kitExtraInputs } from './host/vite/kit/embed-kit-plugin.ts';
import { departmentDataPlugin } from './host/vite/feeds/department-data-plugin.ts';
import { feedsPlugin } from './host/vite/feeds/feeds-plugin.ts';
import { framePagesPlugin } from './host/vite/kit/frame-pages-plugin.ts';
import { precompressPlugin } from './host/vite/servers/precompress-plugin.ts';
import { prerenderPlugin } from './host/vite/prerender/prerender-plugin.ts';
import { SHELL_ONLY } from './data/shell-pages.ts';
import { previewPlugin } from './host/vite/servers/preview-plugin.ts';
import { searchIndexPlugin } from './host/vite/search/search-index-plugin.ts';
import { serviceWorkerPlugin } from './host/vite/offline/service-worker-plugin.ts';
import { webManifestPlugin } from './host/vite/offline/web-manifest-plugin.ts';
import { sitemapPlugin } from './host/vite/feeds/sitemap-plugin.ts';
import { widgetDataPlugin } from './host/vite/feeds/widget-data-plugin.ts';
import { widgetSourcePlugins } from './host/vite/source-plugins.ts';
import { wordPressPluginZip } from './host/vite/kit/wordpress-plugin.ts';
import { buildSummaryPlugin, quietLogger } from './host/vite/build-summary-plugin.ts';
import { incrementalBuild } from './host/vite/incremental/incremental-plugin.ts';
import { buildMemoryPlugin } from './host/vite/build-memory-plugin.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const { widgetCss, plugins: sourcePlugins } = widgetSourcePlugins(projectRoot);
// `npm run build` keeps dist/ and renders only what changed, when it can; `-- --full` builds everything.
// Its bundle is kept when nothing it read changed: the widgets' stylesheet is then the last build's.
const incremental = incrementalBuild(projectRoot, {
  stylesheet: widgetCss.emittedStylesheet,
  extra: kitExtraInputs(projectRoot),
});

/**
 * The unit test files that need modules of their own: one replaces a module with `vi.mock` (the
 * menu grown to many departments), one counts the files a module-level cache reads. The rest
 * share their modules (`isolate: false` below).
 */
const ISOLATED_TESTS = ['tests/unit/menu-landings.test.tsx', 'tests/unit/kit-data.test.ts'];

export default defineConfig({
  root: 'host',
  publicDir: '../public',
  // The build lists no file by file (thousands of search shards): it ends with a summary table.
  customLogger: quietLogger(),
  plugins: [
    // First of all: how far the build's heaps grow between garbage collections.
    buildMemoryPlugin(),
    // First: whether this build may keep dist/ (before Vite empties it).
    incremental.plugins.decide,
    ...sourcePlugins,
    inlineScriptPlugin(),
    devanagariSubsetPlugin(projectRoot),
    // Before the plugins that load the site's modules: one environment loads them for all.
    siteModulesPlugin(projectRoot),
    // An incremental build checks again only the pages whose section changed (and all that spans files).
    checkDataPlugin(projectRoot, incremental.uncheckedPages),
    // An incremental build builds the kit and the desk again only when something they read changed.
    embedKitPlugins(projectRoot, incremental.ownBuild('embed-kit', 'widgets', kitExtraInputs(projectRoot))),
    deskPlugin(projectRoot, incremental.ownBuild('desk', '')),
    pageDataPlugin(),
    framePagesPlugin(projectRoot, incremental.stepOutputs),
    sitemapPlugin(projectRoot),
    // An incremental build keeps a language's index, and its feeds, when what they are made from is unchanged.
    searchIndexPlugin(projectRoot, {
      steps: incremental.stepOutputs,
      kept: incremental.keptOutputs,
      searchInput: incremental.searchInput,
    }),
    feedsPlugin(projectRoot, incremental.stepOutputs),
    departmentDataPlugin(projectRoot),
    widgetDataPlugin(projectRoot),
    wordPressPluginZip(projectRoot),
    webManifestPlugin(projectRoot),
    prerenderPlugin(projectRoot, incremental.stylesheet, incremental.prerender),
    // After the prerender, before the plugins that list dist/: removes what the last build wrote and this one did not.
    incremental.plugins.sweep,
    serviceWorkerPlugin(projectRoot, incremental.keptShell),
    // Last of the build: its rules name every file the plugins above wrote.
    headersPlugin(),
    // After every file is written, the headers files too: compresses each text file once, for every server.
    precompressPlugin(incremental.precompressSince),
    // After every file is written: what this build was made from, for the next one.
    incremental.plugins.record,
    // After every plugin that puts files in the bundle (generateBundle): those dist/ holds already are not written again.
    incremental.plugins.unchanged,
    previewPlugin(SHELL_ONLY),
    // Last: it times the plugins above and sums up what they wrote.
    buildSummaryPlugin(projectRoot),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    // The summary (build-summary-plugin.ts) measures dist/ itself: gzip of every bundle file (every search shard) would only cost time.
    reportCompressedSize: false,
    // A font inlined as a data: URL would need 'data:' in the policy's font-src (host/vite/servers/security-headers.ts).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // The prerender and kit builds run in closeBundle on purpose; their timing report is noise.
      checks: { pluginTimings: false },
      onwarn(warning, warn) {
        // The host imports the chrome widgets eagerly on purpose (they are on every page);
        // the embed loader still imports them lazily, so this warning is expected.
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        warn(warning);
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    root: projectRoot,
    environment: 'node',
    // Content pages load their section on demand; server-render tests need every section at hand.
    setupFiles: ['tests/unit/setup.ts'],
    // Files and the tests in each run in a random order (the seed is printed): no test may lean on another's leftovers.
    sequence: { shuffle: true },
    // What a test stubs is put back after it, so no file sees another's stubs.
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      // The files share one module graph: each isolated file loaded the site's content and the
      // render code afresh (three quarters of the suite's three minutes on a two-core machine).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'data/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
          isolate: false,
          // A test that allocates much collects the garbage of the files before it in its worker: under
          // load, one that takes a second alone took seven (vitest's default limit is five).
          testTimeout: 20_000,
        },
      },
      { extends: true, test: { name: 'unit (isolated)', include: ISOLATED_TESTS } },
    ],
  },
});
