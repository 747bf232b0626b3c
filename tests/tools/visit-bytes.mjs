#!/usr/bin/env node
// The bytes a visitor downloads, measured in Chromium against nginx serving the built dist/ with
// deploy/nginx.conf (as docs/administrators/deployment.md sets it up): a cold visit (empty cache) and
// a repeat visit (the same page opened again in the same browser) of the home page, a Marathi page and a Hindi one.
// A measurement, not a test: it prints the figures the deployment guide quotes.
// Run after a build: node tests/tools/with-chromium.mjs node tests/tools/visit-bytes.mjs
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = ['/', '/mr/about/history', '/hi/student/circulars'];

/** Bytes on the wire (headers and encoded body) of every request the context made, service worker's included. */
function countBytes(context) {
  let total = 0;
  let requests = 0;
  const pending = [];
  context.on('requestfinished', (request) =>
    pending.push(
      request.sizes().then((sizes) => {
        total += sizes.responseHeadersSize + sizes.responseBodySize;
        requests += 1;
      }),
    ),
  );
  return async () => {
    await Promise.all(pending.splice(0));
    const result = { bytes: total, requests };
    total = 0;
    requests = 0;
    return result;
  };
}

const { module: servers } = await runnerImport(`${root}tests/e2e/web-servers.ts`, {
  configFile: false,
  logLevel: 'warn',
});
const nginx = await servers.startNginx(`${root}dist`, `${root}deploy/nginx.conf`);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
try {
  console.log('page | cold visit | repeat visit');
  for (const path of PAGES) {
    const context = await browser.newContext();
    const taken = countBytes(context);
    const page = await context.newPage();
    await page.goto(nginx.origin + path, { waitUntil: 'networkidle' });
    // The service worker installs after the first paint: let it finish its precache downloads.
    await page.evaluate(() => navigator.serviceWorker?.ready);
    await page.waitForLoadState('networkidle');
    const cold = await taken();
    await page.goto(nginx.origin + path, { waitUntil: 'networkidle' });
    const repeat = await taken();
    console.log(
      `${path} | ${kb(cold.bytes)} (${cold.requests} requests) | ${kb(repeat.bytes)} (${repeat.requests} requests)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await nginx.close();
}
