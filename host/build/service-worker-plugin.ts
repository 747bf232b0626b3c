import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build, runnerImport, type Plugin } from 'vite';
import { OFFLINE_PATH } from '../../data/offline.ts';

/** Hashed file names (`index-3fa1b2c4.js`) carry their revision already; others need one from their content. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The precache list: the host's scripts and stylesheets (dist/assets; fonts load
 * only on pages that need them, so they are cached when used, not up front), the
 * offline page of each language, the web app manifest and the icons.
 */
export function precacheEntries(outDir: string, languages: readonly string[]) {
  const offlinePages = languages.map((lang) => `${lang === 'en' ? '' : `/${lang}`}${OFFLINE_PATH}.html`);
  const files = [
    ...filesUnder(join(outDir, 'assets')).filter((file) => /\.(js|css)$/.test(file)),
    ...offlinePages.map((page) => join(outDir, page)).filter((file) => existsSync(file)),
    join(outDir, 'manifest.webmanifest'),
    ...filesUnder(join(outDir, 'images/icons')),
  ];
  return files.map((file) => {
    const url = `/${relative(outDir, file).split('\\').join('/')}`;
    const revision = HASHED.test(url) ? null : createHash('md5').update(readFileSync(file)).digest('hex');
    return { url, revision };
  });
}

/**
 * After the site is prerendered, builds the service worker (host/offline/service-worker.ts,
 * Workbox modules) into dist/sw.js with the precache list written in. Runs last
 * (`order: 'post'`, sequential) because the list includes the prerendered offline pages.
 */
export function serviceWorkerPlugin(root: string): Plugin {
  let outDir = '';
  let written = false;
  return {
    name: 'uni-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!written) return;
        const { LANGUAGE_CODES: languages } = (
          await runnerImport<typeof import('../../data/i18n/languages')>(`${root}/data/i18n/languages.ts`, {
            root,
            configFile: false,
          })
        ).module;
        const entries = precacheEntries(outDir, languages);
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
