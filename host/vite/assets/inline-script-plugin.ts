import { dirname, relative, resolve } from 'node:path';
import { build, minifySync, type Plugin } from 'vite';

/** `<script data-inline src="…">` in a page template: the build writes that TypeScript module's code in its place. */
const INLINE_SCRIPT = /<script data-inline src="([^"]+)"><\/script>/g;

/**
 * One TypeScript module and what it imports as a classic script: one function expression run
 * at once, ES2015 (`catch (e)`, not ES2019's bare `catch`), minified. The pre-paint script must
 * parse on old browsers too (Chrome 53-65, Safari 10-11.0), which read the host's pages whole.
 */
async function classicScript(entry: string): Promise<string> {
  const built = await build({
    configFile: false,
    envFile: false,
    publicDir: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2015',
      minify: false,
      lib: { entry, formats: ['iife'], name: 'inlineScript' },
      // The shared names written where they are used, as a hand-written script would.
      // Nothing imported for its side effects: a module's top-level code that no used name needs
      // (the site's path patterns, the languages' lists) stays out of every page's HTML.
      rolldownOptions: { optimization: { inlineConst: { mode: 'all' } }, treeshake: { moduleSideEffects: false } },
    },
  });
  const [output] = Array.isArray(built) ? built : [built];
  if (!output || !('output' in output)) throw new Error(`${entry}: the build gave no script`);
  const [chunk] = output.output;
  const { code, errors } = minifySync('inline.js', chunk.code, { compress: { target: 'es2015' }, mangle: true });
  if (errors.length > 0)
    throw new Error(`${entry}: its inline script does not minify: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim();
}

/** A page template with each `<script data-inline src>` replaced by its module's classic script. */
export async function inlineScripts(html: string, templateFile: string): Promise<string> {
  const entries = [...html.matchAll(INLINE_SCRIPT)].map(([, src]) => resolve(dirname(templateFile), src!));
  const scripts = await Promise.all(entries.map(classicScript));
  let index = 0;
  return html.replace(INLINE_SCRIPT, () => `<script>${scripts[index++]}</script>`);
}

/**
 * Writes the pre-paint script (host/pre-paint/index.ts) into the page template, in the dev
 * server and the build alike: it must run before the first paint, so it cannot be a module
 * script, which runs only once the page is parsed. Minified, it stays small: it is in every
 * page's head, inside the first 14 KB a new connection can carry in its first round trip.
 * The CSP hashes the built script (host/vite/servers/security-headers.ts).
 */
export function inlineScriptPlugin(): Plugin {
  return {
    name: 'uni-inline-script',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, { filename }) =>
        inlineScripts(html, filename).catch((error: unknown) => {
          throw new Error(
            `${relative(process.cwd(), filename)}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }),
    },
  };
}
