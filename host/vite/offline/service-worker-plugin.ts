import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { loadSiteModule } from '../content/import-site-module.ts';
import { OFFLINE_PATH } from '../../../data/offline.ts';
import { chunkClosure } from '../prerender/chunk-closure.ts';
import { ICON_SPRITE_FILE } from '../assets/widget-css-plugin.ts';
import { filesUnder } from '../files-under.ts';

/** The offline page is a view of this widget; its code is part of the shell. */
const OFFLINE_WIDGET = /[\\/]widgets[\\/]page[\\/]element\.tsx?$/;

/** Hashed file names (`index-3fa1b2c4.js`) carry their revision already; others need one from their content. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * The precache list: the shell, not the whole kit. The host's entry script and
 * what it imports, the offline page's widget (uni-page) and its imports, the
 * stylesheets, the offline page of each language, the web app manifest and the
 * icons. Other widgets' code is kept when a page uses it: a visitor on a metered
 * connection should not pay up front for thirty widgets they may never open.
 */
export function precacheEntries(outDir: string, shellFiles: readonly string[], languages: readonly string[]) {
  const offlinePages = languages.map((lang) => `${lang === 'en' ? '' : `/${lang}`}${OFFLINE_PATH}.html`);
  const files = [
    ...shellFiles.map((file) => join(outDir, file)),
    ...filesUnder(join(outDir, 'assets')).filter(
      (file) => file.endsWith('.css') || ICON_SPRITE_FILE.test(basename(file)),
    ),
    ...offlinePages.map((page) => join(outDir, page)).filter((file) => existsSync(file)),
    join(outDir, 'manifest.webmanifest'),
    ...filesUnder(join(outDir, 'images/icons')),
  ];
  return [...new Set(files)].map((file) => {
    const url = `/${relative(outDir, file).split('\\').join('/')}`;
    const revision = HASHED.test(url) ? null : createHash('md5').update(readFileSync(file)).digest('hex');
    return { url, revision };
  });
}

/** The scripts of the shell: every entry chunk and the offline page's widget, with all they import. */
export function shellScripts(bundle: Rolldown.OutputBundle): string[] {
  return chunkClosure(bundle, (chunk) => chunk.isEntry || OFFLINE_WIDGET.test(chunk.facadeModuleId ?? '')).map(
    (chunk) => chunk.fileName,
  );
}

/**
 * After the site is prerendered, builds the service worker (host/offline/service-worker.ts,
 * Workbox modules) into dist/sw.js with the precache list written in. Runs last
 * (`order: 'post'`, sequential) because the list includes the prerendered offline pages.
 */
export function serviceWorkerPlugin(root: string, keptShell: () => string[] | undefined = () => undefined): Plugin {
  let outDir = '';
  let written = false;
  let shellFiles: string[] = [];
  return {
    name: 'uni-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      // A bundle kept from the last build (host/vite/incremental/site-bundle.ts) is not in this one: its record says.
      shellFiles = keptShell() ?? shellScripts(bundle);
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!written) return;
        const { LANGUAGE_CODES: languages } = await loadSiteModule<typeof import('../../../data/i18n/languages')>(
          root,
          'data/i18n/languages.ts',
        );
        const entries = precacheEntries(outDir, shellFiles, languages);
        await build({
          configFile: false,
          root,
          publicDir: false,
          logLevel: 'warn',
          define: {
            'process.env.NODE_ENV': JSON.stringify('production'),
            'self.__WB_MANIFEST': JSON.stringify(entries),
            'self.__OFFLINE_LANGUAGES': JSON.stringify(languages),
          },
          build: {
            outDir,
            emptyOutDir: false,
            target: 'es2022',
            copyPublicDir: false,
            lib: {
              entry: resolve(root, 'host/offline/service-worker.ts'),
              formats: ['iife'],
              name: 'sw',
              fileName: () => 'sw.js',
            },
            rolldownOptions: { output: { minify: true, comments: false } },
          },
        });
        this.info(`service worker precaches ${entries.length} files`);
      },
    },
  };
}
