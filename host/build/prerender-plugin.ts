import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { widgetSourcePlugins } from './source-plugins.ts';

/** Pages whose content depends on the query string are not prerendered; they get the bare shell. */
export const SHELL_ONLY = new Set(['/search']);
export const SHELL_FILE = 'shell.html';
export const NOT_FOUND_FILE = '404.html';

/** Where a prerendered path is written: `/` as index.html, `/a/b` as a/b.html (how `vite preview` and most static hosts look them up). */
export const fileForPath = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

async function prerenderSite(server: ViteDevServer, outDir: string, stylesheetHref: string): Promise<number> {
  const renderer = (await server.ssrLoadModule('/host/build/render-page.tsx')) as typeof import('./render-page');
  const { routes } = (await server.ssrLoadModule('/data/routes.ts')) as typeof import('../../data/routes');
  const { sitePagePaths } = (await server.ssrLoadModule('/data/pages.ts')) as typeof import('../../data/pages');
  await renderer.loadAllWidgets();

  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  writeFileSync(join(outDir, SHELL_FILE), template);
  const pageHtml = (path: string) => {
    const { appHtml, title } = renderer.renderPage(path, stylesheetHref);
    return (
      template
        .replace('<div id="app"></div>', `<div id="app" data-prerendered="${path}">${appHtml}</div>`)
        .replace(/<title>.*<\/title>/, `<title>${escapeText(title)}</title>`)
        // First in the head: the widgets' stylesheet gates the first paint, the scripts do not.
        .replace(
          '<meta charset="utf-8" />',
          `<meta charset="utf-8" />\n    <link rel="preload" href="${stylesheetHref}" as="style" />`,
        )
        // The page is whole without scripts (islands load later): they must not compete with
        // the largest paint for the phone's bandwidth.
        .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
    );
  };

  const paths = new Set([
    '/',
    ...routes.map((route) => route.path),
    ...sitePagePaths().filter((path) => !SHELL_ONLY.has(path)),
  ]);
  for (const path of paths) {
    const file = join(outDir, fileForPath(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(path));
  }
  writeFileSync(join(outDir, NOT_FOUND_FILE), pageHtml('/404'));
  return paths.size + 1;
}

/**
 * After the bundle is written, renders every page of the site to static HTML
 * with declarative shadow roots, so a visitor sees the page before JavaScript
 * arrives. `stylesheet()` names the widget stylesheet file the CSS plugin emitted.
 */
export function prerenderPlugin(root: string, stylesheet: () => string): Plugin {
  let outDir = '';
  let buildFailed = false;
  return {
    name: 'uni-prerender',
    apply: 'build',
    buildEnd(error) {
      buildFailed = Boolean(error);
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // closeBundle runs after a failed build too; there is nothing to prerender then.
      if (buildFailed) return;
      // A dev server in middleware mode (not runnerImport, whose runner closes after the
      // first import) because the widgets load through dynamic imports.
      const server = await createServer({
        root,
        configFile: false,
        plugins: widgetSourcePlugins(root).plugins,
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'warn',
      });
      try {
        const count = await prerenderSite(server, outDir, `/${stylesheet()}`);
        this.info(`prerendered ${count} pages`);
      } finally {
        await server.close();
      }
    },
  };
}
