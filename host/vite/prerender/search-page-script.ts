import { resolve } from 'node:path';
import { build } from 'vite';
import { widgetSourcePlugins } from '../source-plugins.ts';

/** The search page's own script, which paints its results without React (searchPage, prerender-pages.ts). */
const SEARCH_PAGE_SCRIPT = 'host/search-page.ts';

/**
 * The search page's script and the search engine it imports, built as one file (a module, minified).
 * In the site's bundle they were a dozen small chunks shared with the host's app: over HTTP/1.1's
 * six connections a page waits a round trip for each six, and the results wait for all of them.
 * One file of about 6 KB gzip arrives in one; the few helpers it shares with the app's chunks
 * (languages, number formats) are downloaded twice, a few hundred bytes.
 */
export async function searchPageScript(root: string): Promise<string> {
  const built = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    plugins: widgetSourcePlugins(root).plugins,
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: resolve(root, SEARCH_PAGE_SCRIPT), formats: ['es'] },
      rolldownOptions: {
        checks: { pluginTimings: false },
        // The engine, which other pages import on a search box's focus, inlined here: the page needs it at once.
        output: { codeSplitting: false, minify: true, comments: false },
      },
    },
  });
  const [output] = Array.isArray(built) ? built : [built];
  const chunks = output && 'output' in output ? output.output.filter((file) => file.type === 'chunk') : [];
  if (chunks.length !== 1)
    throw new Error(`${SEARCH_PAGE_SCRIPT}: its build gave ${chunks.length} scripts, expected one file`);
  return chunks[0]!.code;
}
