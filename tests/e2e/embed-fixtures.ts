import { fileURLToPath } from 'node:url';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';

/**
 * Fixtures for the embedding tests: a second web origin standing in for a
 * department's CMS, pages opened with their console errors and requests
 * recorded, and a separately bundled React app ("another React on the page").
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  json: 'application/json',
  js: 'text/javascript',
  css: 'text/css',
  svg: 'image/svg+xml',
};

export interface ForeignOrigin {
  origin: string;
  /** Serves `body` at `path` on this origin, with `headers` (for example the page's own CSP). */
  put: (path: string, body: string | Buffer, headers?: Record<string, string>) => void;
  /** Every request this origin has answered: its path and the cookies it came with. */
  requests: Array<{ path: string; cookie: string | undefined }>;
  close: () => Promise<void>;
}

/** A tiny static server on 127.0.0.1 with its own port: another origin than the kit's. */
export async function startForeignOrigin(): Promise<ForeignOrigin> {
  const files = new Map<string, { body: string | Buffer; headers: Record<string, string> }>();
  const requests: ForeignOrigin['requests'] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push({ path, cookie: request.headers.cookie });
    const file = files.get(path);
    if (file === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response
      .writeHead(200, {
        'content-type': TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream',
        ...file.headers,
      })
      .end(file.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    put: (path, body, headers = {}) => files.set(path, { body, headers }),
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export interface OpenedPage {
  page: Page;
  /** console.error messages and uncaught exceptions. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
}

export async function openPage(
  browser: Browser,
  url: string,
  before?: (page: Page) => Promise<unknown>,
): Promise<OpenedPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  await before?.(page);
  await page.goto(url);
  return { page, errors, requests };
}

/** A page of a "CMS": the kit's loader from `kitOrigin`, then `body`. */
export function cmsPage(
  kitOrigin: string,
  body: string,
  { head = '', loader = `${kitOrigin}/widgets/index.js` } = {},
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CMS page</title><link rel="icon" href="data:,">${head}</head><body>${body}<script type="module" src="${loader}"></script></body></html>`;
}

/** The demo legacy page of public/demo/, with its loader pointed at the kit on `kitOrigin`. */
export function legacyPage(kitOrigin: string): string {
  const html = readFileSync(join(root, 'public/demo/legacy-cms.html'), 'utf8');
  const rewritten = html.replace('src="/widgets/index.js"', `src="${kitOrigin}/widgets/index.js"`);
  if (rewritten === html) throw new Error('public/demo/legacy-cms.html no longer loads /widgets/index.js');
  return rewritten;
}

export const demoFile = (name: string) => readFileSync(join(root, 'public/demo', name));

/**
 * A small React app bundled on its own (its own copy of React, as a CMS plugin
 * would ship it): it renders a counter into #foreign-app and exposes its React as
 * `window.React`, as old pages that load React from a CDN do.
 */
export async function buildForeignReactApp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'foreign-react-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      publicDir: false,
      mode: 'production',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      oxc: { jsx: { runtime: 'automatic', development: false } },
      build: {
        outDir,
        write: true,
        emptyOutDir: true,
        minify: true,
        lib: {
          entry: join(root, 'tests/e2e/fixtures/foreign-react-app.tsx'),
          formats: ['es'],
          fileName: () => 'foreign-app.js',
        },
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    return readFileSync(join(outDir, 'foreign-app.js'), 'utf8');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Waits until every `uni-*` element on the page has rendered (no "Loading…" left) and every image in them has loaded. */
export async function widgetsReady(page: Page, tags: string[]): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      wanted.every((tag) => {
        const elements = Array.from(document.querySelectorAll(tag));
        return (
          elements.length > 0 &&
          elements.every((element) => {
            // An embedded widget's content is in its shadow root; on the kit's own pages, in the light DOM.
            const widgetContent = element.shadowRoot ?? element;
            const content = widgetContent.querySelector('.uni-root');
            const images = Array.from(widgetContent.querySelectorAll('img'));
            return (
              Boolean(content?.textContent) &&
              // In any language: Marathi's "Loading…" is लोड होत आहे….
              !content!.querySelector('[data-uni-loading]') &&
              images.every((image) => image.complete)
            );
          })
        );
      }),
    tags,
  );
}

/** Computed styles that CSS from outside could plausibly change, for every element in a widget's shadow root. */
export const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-indent',
  'text-decoration-line',
  'text-shadow',
  'text-align',
  'box-sizing',
  'border-top-width',
  'border-top-style',
  'border-left-width',
  'padding-top',
  'padding-left',
  'margin-top',
  'margin-left',
  'list-style-type',
  'list-style-position',
  'display',
  'visibility',
  'white-space',
  'cursor',
  'border-top-color',
  'box-shadow',
  'transform',
  'opacity',
  'outline-style',
];

export function shadowStyles(page: Page, tags: string[]) {
  return page.evaluate(
    ({ wanted, properties }) =>
      wanted.map((tag) =>
        Array.from(document.querySelector(tag)!.shadowRoot!.querySelectorAll('*'))
          .filter((element) => !['style', 'link', 'script'].includes(element.localName))
          .map((element) => {
            const style = getComputedStyle(element);
            return `${tag} ${element.localName}.${element.getAttribute('class') ?? ''}: ${properties.map((property) => style.getPropertyValue(property)).join('; ')}`;
          }),
      ),
    { wanted: tags, properties: STYLE_PROPERTIES },
  );
}

/** A page of the hostile-host gallery (public/demo/), its kit references pointed at the kit on `kitOrigin`. */
export function galleryPage(name: string, kitOrigin: string): string {
  const html = readFileSync(join(root, 'public/demo', name), 'utf8');
  return html.replace(/(["'])\/(widgets|embed\/frame)\//g, `$1${kitOrigin}/$2/`);
}

/** The page's own look: its style sheets and the computed styles of its own elements (not the widgets'). */
export function pageLook(page: Page, selector: string) {
  return page.evaluate(
    ({ own, properties }) => ({
      sheets: Array.from(document.styleSheets, (sheet) =>
        Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'),
      ),
      adopted: document.adoptedStyleSheets.length,
      rootStyle: document.documentElement.getAttribute('style'),
      computed: Array.from(document.querySelectorAll(own), (element) => {
        const style = getComputedStyle(element);
        return `${element.localName}: ${properties.map((property) => style.getPropertyValue(property)).join('; ')}`;
      }),
    }),
    { own: selector, properties: STYLE_PROPERTIES },
  );
}
