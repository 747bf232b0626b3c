import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type InlineConfig, type LogLevel, type Plugin } from 'vite';
import { DECAP_FOLDER } from '../../admin/desk-settings.ts';
import type { OwnBuild } from '../incremental/incremental-plugin.ts';

/**
 * The publishing desk (/admin): host/admin.html and its script (host/admin/desk.ts), built
 * on its own after the site into dist/admin.html and dist/admin/, with Decap CMS's prebuilt
 * bundle beside them. A build of its own, like the embed kit's: no visitor page shares a
 * chunk with it, and the service worker's precache list (the site build's chunks) never names it.
 */

const DECAP_DIST = 'node_modules/decap-cms/dist';

/** The bundle and the chunks and WebAssembly it loads on demand; not its source maps (50 MB) nor its second copy (cms.js). */
export const decapFiles = (root: string) =>
  readdirSync(join(root, DECAP_DIST)).filter((name) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name));

/** Decap's files at /admin/decap/: served from node_modules by `npm run cms`, copied by the build. */
function decapFilesPlugin(root: string): Plugin {
  const files = new Set(decapFiles(root));
  return {
    name: 'uni-decap-files',
    configureServer(server) {
      server.middlewares.use(DECAP_FOLDER, (req, res, next) => {
        const name = (req.url ?? '').slice(1).split('?')[0]!;
        if (!files.has(name)) return next();
        res.setHeader('Content-Type', name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
        res.end(readFileSync(join(root, DECAP_DIST, name)));
      });
    },
    generateBundle() {
      for (const name of files)
        this.emitFile({
          type: 'asset',
          fileName: `${DECAP_FOLDER.slice(1)}/${name}`,
          source: readFileSync(join(root, DECAP_DIST, name)),
        });
    },
  };
}

/** The desk's whole configuration (no config file: none of the site's plugins apply); `npm run cms` serves it. */
export function deskConfig(root: string, logLevel: LogLevel = 'info'): InlineConfig {
  return {
    configFile: false,
    root: resolve(root, 'host'),
    // The generated configuration (public/admin/config.yml) for the dev server; the site's build copies it.
    publicDir: resolve(root, 'public'),
    appType: 'mpa',
    logLevel,
    plugins: [decapFilesPlugin(root)],
    server: { host: '127.0.0.1' },
    build: {
      outDir: resolve(root, 'dist'),
      emptyOutDir: false,
      copyPublicDir: false,
      assetsDir: 'admin',
      target: 'es2022',
      rolldownOptions: { input: resolve(root, 'host/admin.html') },
    },
  };
}

/**
 * Builds the desk once the site is written (closeBundle runs after a failed build too: then nothing).
 * `own`: an incremental build's hold on it (host/vite/incremental/), as the embed kit's.
 */
export function deskPlugin(root: string, own?: OwnBuild): Plugin {
  let buildFailed = false;
  return {
    name: 'uni-desk',
    apply: 'build',
    buildEnd(error) {
      buildFailed = Boolean(error);
    },
    async closeBundle() {
      if (buildFailed) return;
      if (await own?.reuse()) {
        this.info('desk: kept as the last build wrote it (nothing it reads changed)');
        return;
      }
      const config = deskConfig(root, 'warn');
      await build({ ...config, plugins: [...(config.plugins ?? []), ...(own?.plugins ?? [])] });
    },
  };
}
