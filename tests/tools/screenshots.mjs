#!/usr/bin/env node
// Writes the architecture guide's screenshots (docs/screenshots/*.webp) from the built site (dist/):
// the home page and a content page on a phone (390 x 844) and on a desktop (1280 x 800),
// each the first screen only. WebP from Chromium itself (DevTools), so no image tool is
// needed. Run `npx vite build` first, then
// `node tests/tools/with-chromium.mjs node tests/tools/screenshots.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const SHOTS = [
  { name: 'phone-home', path: '/', viewport: { width: 390, height: 844 } },
  { name: 'phone-content', path: '/about/history', viewport: { width: 390, height: 844 } },
  { name: 'desktop-home', path: '/', viewport: { width: 1280, height: 800 } },
  { name: 'desktop-content', path: '/about/history', viewport: { width: 1280, height: 800 } },
];
const OUT = 'docs/screenshots';

const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
});
mkdirSync(OUT, { recursive: true });
for (const { name, path, viewport } of SHOTS) {
  const page = await browser.newPage({ viewport });
  // The hero carousel stands still, so the same build gives the same picture.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const session = await page.context().newCDPSession(page);
  const { data } = await session.send('Page.captureScreenshot', { format: 'webp', quality: 70 });
  const file = `${OUT}/${name}.webp`;
  writeFileSync(file, Buffer.from(data, 'base64'));
  console.log(
    `${file}  ${viewport.width} x ${viewport.height}  ${Math.round(Buffer.byteLength(data, 'base64') / 1024)} KB`,
  );
  await page.close();
}
await browser.close();
await new Promise((resolve) => server.httpServer.close(resolve));
