#!/usr/bin/env node
// Prints, for the built site (dist/), what a phone visitor sees first: at 390 x 844 the
// bottom of the chrome (access bar, header, menu) and the top of the page's h1, and at
// 320 x 640 whether the page scrolls sideways. Run `npx vite build` first, then
// `node tests/tools/with-chromium.mjs node tests/tools/phone-measure.mjs`.
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const PAGES = [
  '/',
  '/about/history',
  '/student/examinations',
  '/academics/computer-science',
  '/student/circulars',
  '/about/campus',
  '/governance/policies',
];

const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
});

async function measure(path, viewport) {
  const page = await browser.newPage({ viewport });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const figures = await page.evaluate(() => {
    const find = (root, selector) => {
      const hit = root.querySelector(selector);
      if (hit) return hit;
      for (const element of root.querySelectorAll('*')) {
        const inner = element.shadowRoot && find(element.shadowRoot, selector);
        if (inner) return inner;
      }
      return null;
    };
    const h1 = find(document, 'h1');
    return {
      chrome: Math.round(document.querySelector('uni-menu').getBoundingClientRect().bottom),
      h1: h1 ? Math.round(h1.getBoundingClientRect().top) : null,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  await page.close();
  return figures;
}

console.log('page                          chrome  h1 top (390x844)  sideways scroll at 320 px');
for (const path of PAGES) {
  const phone = await measure(path, { width: 390, height: 844 });
  const small = await measure(path, { width: 320, height: 640 });
  console.log(
    `${path.padEnd(30)}${String(phone.chrome).padStart(6)}  ${String(phone.h1).padStart(16)}  ${String(small.overflow).padStart(10)} px`,
  );
}
await browser.close();
await new Promise((resolve) => server.httpServer.close(resolve));
