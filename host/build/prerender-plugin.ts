import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, createServerModuleRunnerTransport, type Plugin, type ViteDevServer } from 'vite';
import { createNodeImportMeta, ESModulesEvaluator, ModuleRunner } from 'vite/module-runner';
import { firstContentImage } from './lcp-image.ts';
import { widgetSourcePlugins } from './source-plugins.ts';
import { DEFAULT_LANGUAGE, splitLanguagePath } from '../../data/i18n/languages.ts';
import { SHELL_ONLY } from '../../data/shell-pages.ts';

export { SHELL_ONLY };

export const SHELL_FILE = 'shell.html';
export const NOT_FOUND_FILE = '404.html';

/** Where a prerendered path is written: `/` as index.html, `/a/b` as a/b.html (how `vite preview` and most static hosts look them up). */
export const fileForPath = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The 404 page and the bare shell of a location's language: `404.html`, `mr/404.html`, ... */
export function languageFile(location: string, file: string): string {
  const { lang } = splitLanguagePath(location);
  return lang === DEFAULT_LANGUAGE ? file : `${lang}/${file}`;
}

/** Languages written in Devanagari: their pages preload the font. */
const DEVANAGARI_LANGUAGES: ReadonlySet<string> = new Set(['mr', 'hi']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * Loads the site's modules from the prerender's server, as `ssrLoadModule` does, but
 * without its limit of 60 s per module request: at 10,000 pages a language, loading
 * every section (hundreds of MB of data to transform) keeps requests waiting longer.
 */
function moduleRunner(server: ViteDevServer): ModuleRunner {
  const transport = createServerModuleRunnerTransport({ channel: server.environments.ssr.hot });
  return new ModuleRunner(
    {
      transport: { ...transport, timeout: 0 },
      createImportMeta: createNodeImportMeta,
      hmr: false,
      sourcemapInterceptor: false,
    },
    new ESModulesEvaluator(),
  );
}

/** Renders every page; returns how many, and when loading the widgets and the content ended (`performance.now()`). */
async function prerenderSite(
  runner: ModuleRunner,
  outDir: string,
  stylesheetHref: string,
): Promise<{ count: number; loaded: number }> {
  const renderer = (await runner.import('/host/build/render-page.tsx')) as typeof import('./render-page');
  const { routes } = (await runner.import('/data/routes.ts')) as typeof import('../../data/routes');
  const { sitePagePaths } = (await runner.import('/data/pages.ts')) as typeof import('../../data/pages');
  const { site } = (await runner.import('/data/site.ts')) as typeof import('../../data/site');
  const { feedLinks } = (await runner.import('/data/feeds.ts')) as typeof import('../../data/feeds');
  const languages = (await runner.import('/data/i18n/languages.ts')) as typeof import('../../data/i18n/languages');
  const { translate } = (await runner.import('/data/i18n/translate.ts')) as typeof import('../../data/i18n/translate');
  await renderer.loadAllWidgets();
  const loaded = performance.now();

  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  /*
   * Marathi and Hindi pages preload the Devanagari subset (both weights, a few dozen KB):
   * the face is `font-display: optional`, so it must be there for the first paint or the
   * page keeps the fallback for good (widgets/core/fonts/devanagari.css).
   */
  const devanagariPreloads = readdirSync(join(outDir, 'assets'))
    .filter((file) => /^noto-sans-devanagari-\d+-[\w-]+\.woff2$/.test(file))
    .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`)
    .join('\n    ');
  /** `<html lang>`, title, description and the `hreflang` alternates of one language version of `path`. */
  const head = (html: string, location: string, path: string | null) => {
    const { lang, title, description } = renderer.pageHead(location);
    const alternates = (
      path === null
        ? []
        : [
            ...languages.LANGUAGE_CODES.map((code) => [code, languages.localisedPath(code, path)] as const),
            ['x-default', path] as const,
          ]
    )
      .map(([code, href]) => `<link rel="alternate" hreflang="${code}" href="${site.siteUrl}${href}" />`)
      .concat(
        feedLinks(lang).map(
          (feed) =>
            `<link rel="alternate" type="${feed.type}" title="${escapeAttribute(feed.title)}" href="${feed.href}" />`,
        ),
      )
      .join('\n    ');
    return (
      html
        .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
        .replace(
          '<meta charset="utf-8" />',
          DEVANAGARI_LANGUAGES.has(lang)
            ? `<meta charset="utf-8" />\n    ${devanagariPreloads}`
            : '<meta charset="utf-8" />',
        )
        // Prerendered pages and the search shell read without scripts: the template's note would be untrue, and English.
        .replace(
          /<noscript><p>[^<]*<\/p><\/noscript>/,
          `<noscript><p>${escapeText(translate(lang, 'host.noScript'))}</p></noscript>`,
        )
        .replace(/<title>.*<\/title>/, `<title>${escapeText(title)}</title>`)
        .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeAttribute(description)}$2`)
        .replace('</head>', alternates ? `    ${alternates}\n  </head>` : '</head>')
    );
  };
  const pageHtml = (location: string, path: string | null) => {
    const { appHtml, mainStart } = renderer.renderPage(location, stylesheetHref);
    // Only <main> can hold the content's image (the menu and header before it need no parsing),
    // and a main without any <img> has none: most pages of a large site are text and tables.
    const main = appHtml.slice(mainStart);
    const image = /<img/i.test(main) ? firstContentImage(main) : undefined;
    const imagePreload = image
      ? `\n    <link rel="preload" href="${escapeAttribute(image)}" as="image" fetchpriority="high" />`
      : '';
    return (
      head(template, location, path)
        .replace('<div id="app"></div>', `<div id="app" data-prerendered="${location}">${appHtml}</div>`)
        // First in the head: the widgets' stylesheet gates the first paint, the scripts do not;
        // then the content's first image, the likely largest paint (lcp-image.ts).
        .replace(
          '<meta charset="utf-8" />',
          `<meta charset="utf-8" />\n    <link rel="preload" href="${stylesheetHref}" as="style" />${imagePreload}`,
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
  const write = (file: string, html: string) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), html);
  };
  /**
   * What the search page shows with JavaScript off (the form still submits to it):
   * a note, then the whole site map, prerendered like any page, inside <noscript>
   * (ignored when scripts run; the app then renders the results in its place).
   */
  const searchWithoutScript = (lang: (typeof languages.LANGUAGE_CODES)[number]) => {
    const note = `<p class="search-noscript">${escapeText(translate(lang, 'search.noScript'))}</p>`;
    const { appHtml } = renderer.renderPage(languages.localisedPath(lang, '/sitemap'), stylesheetHref);
    return `<noscript>${appHtml.replace(/(<main\b[^>]*>)/, `$1${note}`)}</noscript>`;
  };
  let count = 0;
  for (const lang of languages.LANGUAGE_CODES) {
    for (const path of paths) {
      const location = languages.localisedPath(lang, path);
      write(fileForPath(location), pageHtml(location, path));
      count++;
    }
    const root = languages.localisedPath(lang, '/');
    const notFound = languages.localisedPath(lang, '/404');
    write(languageFile(root, NOT_FOUND_FILE), pageHtml(notFound, null));
    // The shell of pages built in the browser (search): the right language before the script runs.
    write(
      languageFile(root, SHELL_FILE),
      head(template, languages.localisedPath(lang, '/search'), '/search').replace(
        '<div id="app"></div>',
        `<div id="app">${searchWithoutScript(lang)}</div>`,
      ),
    );
    count++;
  }
  return { count, loaded };
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
      const runner = moduleRunner(server);
      try {
        const started = performance.now();
        const { count, loaded } = await prerenderSite(runner, outDir, `/${stylesheet()}`);
        // The times too: at scale they are most of the build (npm run bench reads this line).
        const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
        this.info(`prerendered ${count} pages in ${seconds(started)} s (rendering them ${seconds(loaded)} s)`);
      } finally {
        await runner.close();
        await server.close();
      }
    },
  };
}
