import { resolve } from 'node:path';
import { build } from 'vite';
import { ENGLISH_MESSAGES_PLUGIN } from '../modules/english-messages-plugin.ts';
import { widgetSourcePlugins } from '../source-plugins.ts';

/** The search page's own script, which paints its results without React (searchPage, prerender-pages.ts). */
const SEARCH_PAGE_SCRIPT = 'host/search-page.ts';

/** The search page's two scripts, as the build writes them into `assets/` beside each other. */
export interface SearchPageScripts {
  /** `search-page-….js`, which the page links: what paints a one-word query's first screen. */
  page: { fileName: string; code: string };
  /** `search-engine-….js`, which the page imports: the engine, needed once the first screen is painted. */
  engine: { fileName: string; code: string };
}

/**
 * The search page's script and the search engine, built as two files (modules, minified): the
 * page's script paints a one-word query's first screen from its file of first screens alone, and
 * imports the engine (a third of its bytes) only for the rest of the ten, or at once for any other
 * query (the head step preloads it then: host/pre-paint/search-chunks.ts). In the site's bundle
 * they were a dozen small chunks shared with the host's app: over HTTP/1.1's six connections a
 * page waits a round trip for each six. The few helpers they share with the app's chunks
 * (languages, number formats) are downloaded twice, a few hundred bytes.
 */
export async function searchPageScripts(root: string): Promise<SearchPageScripts> {
  const built = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    // Without the English catalog's words (host/vite/modules/english-messages-plugin.ts): the page's
    // texts are in its HTML, in its language (prerender-pages.ts).
    plugins: widgetSourcePlugins(root).plugins.filter((plugin) => plugin.name !== ENGLISH_MESSAGES_PLUGIN),
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: resolve(root, SEARCH_PAGE_SCRIPT), formats: ['es'] },
      rolldownOptions: {
        // The engine imports the helpers it shares with the page's script from that script (already
        // run), rather than from a third file the page would wait for.
        preserveEntrySignatures: 'allow-extension',
        checks: { pluginTimings: false },
        output: {
          entryFileNames: 'search-page-[hash].js',
          chunkFileNames: 'search-engine-[hash].js',
          minify: true,
          comments: false,
        },
      },
    },
  });
  const [output] = Array.isArray(built) ? built : [built];
  const chunks = output && 'output' in output ? output.output.filter((file) => file.type === 'chunk') : [];
  const page = chunks.find((chunk) => chunk.isEntry);
  const engine = chunks.find((chunk) => !chunk.isEntry);
  if (chunks.length !== 2 || !page || !engine)
    throw new Error(
      `${SEARCH_PAGE_SCRIPT}: its build gave ${chunks.length} scripts, expected the page's and the engine`,
    );
  return {
    page: { fileName: page.fileName, code: page.code },
    engine: { fileName: engine.fileName, code: engine.code },
  };
}
