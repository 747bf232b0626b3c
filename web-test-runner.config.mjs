import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromeLauncher } from '@web/test-runner-chrome';
import { createServer } from 'vite';
import { CHROMIUM_ARGS } from './tests/tools/chromium.mjs';
import { dataFaults, endHangingRequests } from './tests/tools/data-faults.mjs';

/**
 * Browser tests run in the system Chromium. Vite serves and transforms the test
 * files and our sources (TSX, React's CommonJS, the widget stylesheet), the
 * runner serves only its own pages (TOOLCHAIN.md: the Vite plugin on npm is broken).
 */
const projectRoot = fileURLToPath(new URL('.', import.meta.url));
let vite;

/** A free port, so several test runs on one machine never collide on the default 8000. */
const freePort = await new Promise((resolve) => {
  const probe = createNetServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});

const runnerOwns = (path) =>
  path === '/' ||
  path.endsWith('.html') ||
  path.startsWith('/__web-dev-server') ||
  path.startsWith('/__web-test-runner');

export default {
  rootDir: projectRoot,
  port: freePort,
  files: ['tests/browser/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    }),
  ],
  plugins: [
    {
      name: 'vite-server',
      async serverStart() {
        vite = await createServer({
          configFile: `${projectRoot}vite.config.ts`,
          root: projectRoot,
          publicDir: `${projectRoot}public`,
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'warn',
          optimizeDeps: {
            noDiscovery: false,
            include: [
              'react',
              'react-dom',
              'react-dom/client',
              'react-dom/server',
              'chai',
              '@glidejs/glide',
              'wouter',
              'zod',
              'dompurify',
            ],
          },
        });
      },
      async serverStop() {
        endHangingRequests();
        await vite?.close();
      },
    },
  ],
  middleware: [
    dataFaults,
    async (ctx, next) => {
      if (runnerOwns(ctx.path)) return next();
      let handled = true;
      await new Promise((resolve) => {
        ctx.res.once('finish', resolve);
        vite.middlewares(ctx.req, ctx.res, () => {
          handled = false;
          resolve();
        });
      });
      if (handled) ctx.respond = false;
      else await next();
    },
  ],
};
