import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type Environment, type Plugin, type ViteDevServer } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import { untimedModuleRunner } from '../content/untimed-module-runner.ts';
import { persistReadFiles } from '../content/read-once.ts';
import { giveListedRecords } from '../content/listed-records.ts';
import { DOC_SIZES_ID } from '../modules/doc-sizes-plugin.ts';
import type { CustomElementsManifest } from '../manifest/custom-elements-manifest.ts';
import { shardFileName, type ShardBase } from '../../../data/search/shards.ts';
import {
  SEARCH_CHUNKS_ID,
  SEARCH_PAGE_MESSAGES,
  SEARCH_TEXTS_ID,
  type SearchPageTexts,
} from '../../../widgets/core/search/results-parts.ts';
import { firstContentImage } from './lcp-image.ts';
import { searchIndexFolder } from '../search/search-index-plugin.ts';
import { pageDescription } from './page-description.ts';
import { fileForPath, languageFile, NOT_FOUND_FILE, SHELL_FILE } from './page-files.ts';
import { SHELL_ONLY } from '../../../data/shell-pages.ts';
import { escapeAttribute, pageTemplate } from './prerender-template.ts';
import { MANIFEST_ID, widgetModulePlugins } from '../modules/widget-module-plugins.ts';
import { ROUTE_INDEX_ID } from '../modules/route-index-plugin.ts';
import type { ContentIndexEntry } from '../../../data/content-index.ts';
import type { PageData } from '../../../data/page-data.ts';
import { pageDataPath } from '../../../data/paths.ts';
import { workerShare } from './prerender-shares.ts';
import { WIDGET_CSS_ID } from '../assets/widget-css-plugin.ts';
import type { LanguageCode } from '../../../data/i18n/languages.ts';
import { EVENT_PAGES, recordPagesKey, sectionKey } from '../incremental/build-plan.ts';
import { listingOf } from '../../../data/listing-pages.ts';
import { EVENTS_PATH } from '../../../data/records/event-pages.ts';
import { dataExpression, dataModule, evaluatesInThisThread, forgetInThreadData } from '../content/in-thread-data.ts';
import { neverWatched } from '../content/watch-files.ts';
import type { SearchPageIndex } from '../../../widgets/page/search-page/query-chunks.ts';
import type { SharedRenders } from './shared-renders.ts';
import type { RenderBundle } from './render-bundle.ts';
import { serveRunTimeModules } from './run-time-modules.ts';

/** What the prerender's worker thread needs (prerender-plugin.ts). */
export interface PrerenderJob {
  /** The project folder. */
  root: string;
  outDir: string;
  /** The built index.html, every page's template (read before the home page replaces it). */
  template: string;
  /** The widgets' stylesheet, as pages link it (`/assets/widgets-….css`). */
  stylesheetHref: string;
  /** The site's Devanagari subset, weight 400 (host/vite/assets/devanagari-faces.ts), as its CSS names it. */
  devanagariFont: string;
  /** The search page's own scripts (host/search-page.ts, and the engine it imports: search-page-script.ts). */
  searchScripts: { page: string; engine: string };
  /** The kit's custom elements manifest, as the site build made it (the embed docs page shows it). */
  manifest: CustomElementsManifest;
  /** The route index, as the site build made it: which pages there are, and which section holds each. */
  routeIndex: ContentIndexEntry[];
  /** This worker renders every `workers`-th page, from the `worker`-th (0-based). */
  worker: number;
  workers: number;
  /** An incremental build's content sections to render (`sectionKey`s); others' pages are kept. Undefined: every page. */
  renderSections?: string[];
  /** Where the build keeps what each content file gave (read-once.ts): the records the site's own pages list are read from there. */
  readFiles?: { folder: string; code: string };
  /** Each kind's records in each language as the build's thread listed them (listed-records.ts); any other is read from the files. */
  listedRecords: Record<string, Uint8Array>;
  /** The PDFs' sizes, by site path (`virtual:doc-sizes`). */
  docSizes: Record<string, number>;
  /** The render code, built (render-bundle.ts). */
  bundle: RenderBundle;
}

export interface PrerenderReport {
  pages: number;
  /** Loading the widgets and the content. */
  loadSeconds: number;
  /** Rendering and writing the pages. */
  renderSeconds: number;
  /** The pages kept as the last build wrote them, and their data files (dist/-relative): the same list from every worker. */
  kept: string[];
  /** The sections (`sectionKey`s) of the content pages it rendered that show a widget reading a kit file (events, news). */
  widgetRecordSections: string[];
}

/**
 * Serves what the site build made already, so the worker does not load every widget and every
 * section again to make it: the manifest, the route index, the PDFs' sizes and the stylesheet's
 * address (only the browser reads the stylesheet's text: widgets/core/styles.ts). List it first: it
 * answers before the plugins that would make them. The manifest, the route index and the sizes are
 * handed over as references (in-thread-data.ts), not as code: at 10,000 pages a language the route
 * index is 2 MB of JavaScript, which Vite parsed and rewrote in every worker before it ran.
 */
function givenModulesPlugin(job: PrerenderJob): Plugin {
  const given = new Map<string, (environment: Environment, id: string) => string>([
    [MANIFEST_ID, (environment, id) => dataModule(environment, id, job.manifest)],
    [
      ROUTE_INDEX_ID,
      (environment, id) => `export const routeIndex = ${dataExpression(environment, id, job.routeIndex)};\n`,
    ],
    [DOC_SIZES_ID, (environment, id) => `export const docSizes = ${dataExpression(environment, id, job.docSizes)};\n`],
    [
      WIDGET_CSS_ID,
      () => `export const css = undefined;\nexport const href = ${JSON.stringify(job.stylesheetHref)};\n`,
    ],
  ]);
  return {
    name: 'uni-given-modules',
    resolveId: (id) => (given.has(id) ? `\0given:${id}` : undefined),
    load(id) {
      return id.startsWith('\0given:') ? given.get(id.slice('\0given:'.length))?.(this.environment, id) : undefined;
    },
  };
}

/** What the worker tells the build as it goes (its progress line): how many pages it has, and each page written. */
export interface PrerenderProgress {
  share: (pages: number) => void;
  written: () => void;
}

/**
 * Frees a section's content in a language once its pages are written: at 10,000 pages a language
 * a worker holding every section it renders needed gigabytes. The route store's pages, the
 * runner's evaluated module, the server's transformed code and the module's data all go (pages-plugin.ts makes the module).
 */
function forgetSection(
  runner: ModuleRunner,
  server: ViteDevServer,
  sections: typeof import('./section-page-data'),
  { section, lang }: { section: string; lang: LanguageCode },
) {
  sections.forgetSection(section, lang);
  const id = `virtual:pages/${section}?lang=${lang}`;
  for (const [moduleId, module] of runner.evaluatedModules.idToModuleMap)
    if (moduleId.endsWith(id)) runner.evaluatedModules.invalidateModule(module);
  for (const [moduleId, module] of server.environments.ssr.moduleGraph.idToModuleMap)
    if (moduleId.endsWith(id)) server.environments.ssr.moduleGraph.invalidateModule(module);
  forgetInThreadData(server.environments.ssr, (moduleId) => moduleId.endsWith(id));
}

/** Renders the job's pages: how many, and how long loading and rendering took. */
async function renderPages(
  runner: ModuleRunner,
  server: ViteDevServer,
  job: PrerenderJob,
  progress: PrerenderProgress,
): Promise<PrerenderReport> {
  const started = performance.now();
  const { outDir, template, stylesheetHref } = job;
  const modules = (await import(
    /* @vite-ignore */ pathToFileURL(job.bundle.modules).href
  )) as typeof import('./render-modules.ts');
  const { renderer, routeStore, sections, languages } = modules;
  const { sitePagePaths } = modules.sitePages;
  const { laterEventPages } = modules.widgetDataFiles;
  const { laterArchivePages, recordPagesIn } = modules.siteRecordPages;
  const { site } = modules.site;
  const { feedLinks } = modules.feeds;
  const { isUnlistedPage } = modules.sitemap;
  const { lastUpdatedOf } = modules.lastUpdated;
  /** Languages written in Devanagari: their pages draw their text in the site's face from the first paint. */
  const devanagariLanguages: ReadonlySet<string> = new Set(languages.DEVANAGARI_LANGUAGE_CODES);
  const { translate } = modules.translate;
  // Only the widgets: each page's section loads as its first page is rendered (renderPage below).
  await renderer.loadWidgets();
  const loaded = performance.now();
  const { widgetDefinitions } = modules.definitions;
  /** The opening tags of the widgets that show a kit file's records (the events', the news'): a page holding one shows them. */
  const kitTags = [...widgetDefinitions.values()].filter(({ data }) => data?.file).map(({ tag }) => `<${tag}`);

  const fillTemplate = pageTemplate(template);
  /** The widgets' renders pages share (shared-renders.ts): the menu's, the header's. */
  const shared: SharedRenders = new Map();
  /** The `hreflang` alternates of one language version of `path`, and its feeds. */
  const alternates = (lang: (typeof languages.LANGUAGE_CODES)[number], path: string | null) =>
    (path === null
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
      .concat(path !== null && isUnlistedPage(path) ? ['<meta name="robots" content="noindex" />'] : [])
      .join('\n    ');
  /** `searchPage`: the search page, prerendered without results (`headEnd`: its script, and what its results wait for). */
  const pageHtml = (
    location: string,
    path: string | null,
    searchPage = false,
    headEnd: string[] = [],
    searchStep?: string[],
  ) => {
    const { lang, title, description: siteDescription } = renderer.pageHead(location);
    // The page's data beside it: what the browser learns of it without the whole site's index
    // (data/page-data.ts), from the same store the page was rendered from.
    if (path !== null) {
      const stored = routeStore.pageDataOf(path, lang);
      const content = stored?.content;
      // A content page's date is its route's, a record page's its records'; another page's may need
      // the index (a menu list's landing page).
      const lastUpdated = content
        ? content.route.lastUpdated
        : (stored?.lastUpdated ?? lastUpdatedOf(path, job.routeIndex));
      const data: PageData = {
        title,
        lastUpdated,
        content,
        records: stored?.records,
        listing: stored?.listing,
        docSizes: stored?.docSizes,
      };
      write(pageDataPath(lang, path).slice(1), JSON.stringify(data));
    }
    const { appHtml, mainStart } = renderer.renderPage(location, { searchPage, shared });
    // Only <main> can hold the content's image (the menu and header before it need no parsing),
    // and a main without any <img> has none: most pages of a large site are text and tables.
    const main = appHtml.slice(mainStart);
    // Each page's own description, in its language (the home page keeps the site's).
    const description = path === '/' ? siteDescription : pageDescription(main, siteDescription, lang);
    const image = main.includes('<img') ? firstContentImage(main) : undefined;
    return fillTemplate({
      lang,
      devanagariFont: devanagariLanguages.has(lang) ? job.devanagariFont : null,
      title,
      description,
      // Prerendered pages and the search shell read without scripts: the template's note would be untrue, and English.
      noScriptNote: translate(lang, 'host.noScript'),
      // First in the head: the widgets' stylesheet (their content is in the light DOM) gates the first
      // paint, the scripts do not;
      // then the content's first image, the likely largest paint (lcp-image.ts). No font: a Marathi or
      // Hindi page draws with the system's Devanagari face (host/vite/assets/devanagari-faces.ts), and
      // the pre-paint script preloads the subset only where there is none (host/pre-paint/devanagari-subset.ts).
      headStart: [
        `<link rel="stylesheet" href="${stylesheetHref}" />`,
        ...(image ? [`<link rel="preload" href="${escapeAttribute(image)}" as="image" fetchpriority="high" />`] : []),
      ],
      headEnd: [alternates(lang, path), ...headEnd],
      searchStep,
      location,
      appHtml,
    });
  };

  const sectionOf = new Map(job.routeIndex.map((entry) => [entry.path, entry.source ?? '']));
  /** What's new and the archive's pages (the same paths in every language), each kept or rendered on its own. */
  const recordPagePaths = new Set(recordPagesIn(languages.DEFAULT_LANGUAGE).map((page) => page.path));
  const recordPageSection = (path: string) => (recordPagePaths.has(path) ? recordPagesKey(path) : '');
  const paths = new Set([
    '/',
    ...job.routeIndex.map((entry) => entry.path),
    ...sitePagePaths().filter((path) => !SHELL_ONLY.has(path)),
    ...laterEventPages(),
    ...laterArchivePages(),
  ]);
  const write = (file: string, html: string) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), html);
    return html;
  };
  /**
   * The search page (written as the language's shell file, which hosts serve for `/search`):
   * prerendered without a query, like any page; its own small script (host/search-page.ts) reads
   * `?q=` and paints the results, without React, with the texts written here in the page's
   * language. With JavaScript off the form still submits here: inside <noscript>, a note and
   * the whole site map in the language (render-page.tsx).
   */
  const searchPage = (lang: (typeof languages.LANGUAGE_CODES)[number]) => {
    // The results wait for a chain: the script, then the index files the query needs (and the
    // engine), which the step in the head preloads from `?q=` (host/pre-paint/search-chunks.ts).
    const texts: SearchPageTexts = {
      messages: Object.fromEntries(
        SEARCH_PAGE_MESSAGES.map((key) => [key, translate(lang, key)]),
      ) as SearchPageTexts['messages'],
      siteMap: languages.localisedPath(lang, '/sitemap'),
    };
    // The first term of each postings chunk and the number of first screens' files, from which the
    // step in its head finds the query's files. The search index plugin wrote the base before.
    const base = JSON.parse(
      readFileSync(join(outDir, searchIndexFolder(lang), shardFileName.base), 'utf8'),
    ) as ShardBase;
    const index: SearchPageIndex = {
      chunkFirstTerms: base.chunkStarts.map((start) => base.terms[start]!),
      screenFiles: base.screenFiles,
      engine: job.searchScripts.engine,
      page: job.searchScripts.page,
    };
    const step = `<script type="application/json" id="${SEARCH_CHUNKS_ID}">${JSON.stringify(index).replace(/</g, '\\u003c')}</script>`;
    // JSON, not run: `<` escaped so no text can close the element. The page's script is not linked:
    // the step in the head asks for it, after a one-word query's first screen is painted.
    const head = `<script type="application/json" id="${SEARCH_TEXTS_ID}">${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>`;
    return pageHtml(languages.localisedPath(lang, '/search'), '/search', true, [head], [step]);
  };
  /**
   * Every page of the site, a section's pages together in each language (its content is loaded
   * once, before its first page); this worker writes its share of them (prerender-shares.ts).
   */
  const pages: Array<{ section: string; lang: LanguageCode; path: string | null; file?: string; write: () => string }> =
    [];
  for (const lang of languages.LANGUAGE_CODES) {
    for (const path of paths) {
      const location = languages.localisedPath(lang, path);
      const file = fileForPath(location);
      pages.push({
        // The events pages are kept or rendered as a group, What's new and the archive's pages each
        // on its own (build-plan.ts), their content loaded page by page.
        section: sectionOf.get(path) ?? (listingOf(path).path === EVENTS_PATH ? EVENT_PAGES : recordPageSection(path)),
        lang,
        path,
        file,
        write: () => write(file, pageHtml(location, path)),
      });
    }
    const root = languages.localisedPath(lang, '/');
    const notFound = languages.localisedPath(lang, '/404');
    pages.push({
      section: '',
      lang,
      path: null,
      write: () => write(languageFile(root, NOT_FOUND_FILE), pageHtml(notFound, null)),
    });
    pages.push({ section: '', lang, path: null, write: () => write(languageFile(root, SHELL_FILE), searchPage(lang)) });
  }
  // An incremental build keeps a content page of an unchanged section, if the last build wrote it.
  const render = job.renderSections && new Set(job.renderSections);
  const isKept = (page: (typeof pages)[number]) =>
    Boolean(render && page.section && page.file && !render.has(sectionKey(page.section, page.lang))) &&
    existsSync(join(outDir, page.file!));
  const kept = new Set(pages.filter(isKept));
  const bySection = pages.filter((page) => !kept.has(page)).toSorted((a, b) => a.section.localeCompare(b.section));
  const share = workerShare(bySection, job.workers, job.worker);
  progress.share(share.length);
  /** The section and language whose content is loaded, forgotten once its last page is written. */
  let loadedSection: { section: string; lang: LanguageCode } | undefined;
  const widgetRecordSections = new Set<string>();
  for (const page of share) {
    if (page.path !== null && sectionOf.has(page.path)) {
      if (loadedSection && (loadedSection.section !== page.section || loadedSection.lang !== page.lang))
        forgetSection(runner, server, sections, loadedSection);
      // A content page renders synchronously from its section, loaded (once) before.
      await routeStore.loadPageData(page.path, page.lang);
      loadedSection = { section: page.section, lang: page.lang };
    } else if (page.path !== null) {
      // A site page's data is small (What's new and the archive carry their records' links): loaded each time.
      await routeStore.loadPageData(page.path, page.lang);
    }
    const html = page.write();
    if (page.section && kitTags.some((tag) => html.includes(tag)))
      widgetRecordSections.add(sectionKey(page.section, page.lang));
    progress.written();
  }
  return {
    pages: share.length,
    loadSeconds: (loaded - started) / 1000,
    renderSeconds: (performance.now() - loaded) / 1000,
    // A kept page's data file is its section's content too, unchanged: kept with it, not swept away.
    kept: [...kept].flatMap((page) => [page.file!, pageDataPath(page.lang, page.path!).slice(1)]),
    widgetRecordSections: [...widgetRecordSections],
  };
}

/**
 * Renders every page of the site in every language (content pages, the site's own pages,
 * the 404 pages and the search shells) to static HTML, widgets' content included: with the
 * render bundle's code (render-bundle.ts), and a Vite server of its own that serves the content
 * and what the build handed over as the bundle's run-time modules (run-time-modules.ts).
 */
export async function prerenderPages(job: PrerenderJob, progress: PrerenderProgress): Promise<PrerenderReport> {
  // The records only: What's new and the archive read them all; a section's page files are read
  // once, as it is rendered, and their entries would only add to the worker's memory.
  if (job.readFiles) persistReadFiles(job.readFiles.folder, job.readFiles.code, ['record']);
  giveListedRecords(job.listedRecords);
  // A dev server in middleware mode (not runnerImport, whose runner closes after the
  // first import) because the sections load through dynamic imports.
  const server = await createServer({
    root: job.root,
    configFile: false,
    plugins: [givenModulesPlugin(job), ...widgetModulePlugins(job.root).plugins],
    // No file watcher (nothing changes while it renders; a large folder in the project would
    // exhaust the system's watches) and no browser dependency optimizer (only server code
    // runs here: it would write node_modules/.vite/deps for nothing).
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true },
    appType: 'custom',
    logLevel: 'warn',
  });
  // Its runner evaluates in this thread: the content's modules hold references, not code
  // (in-thread-data.ts); and nothing watches the files they read (watch-files.ts).
  evaluatesInThisThread(server.environments.ssr);
  neverWatched(server.environments.ssr);
  // Loading every section (hundreds of MB of data to transform at 10,000 pages a language) keeps
  // requests waiting long; React's render makes errors it catches, whose stacks need no source map.
  const runner = untimedModuleRunner(server.environments.ssr, { sourceMaps: false });
  // `/@id/`: the runner takes an id that does not start with a slash for a package's.
  serveRunTimeModules((id) => runner.import(`/@id/${id}`));
  try {
    return await renderPages(runner, server, job, progress);
  } finally {
    forgetInThreadData(server.environments.ssr);
    await runner.close();
    await server.close();
  }
}
