import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { CHROMIUM_ARGS, findHeadlessShell } from '../tools/chromium.mjs';

/** Serves dist/ the way `npm start` does and opens pages in the system Chromium. */
export interface Site {
  url: (path: string) => string;
  /** Opens a page; `prepare` runs on the new tab before it loads (init scripts, emulated media). */
  open: (path: string, prepare?: (page: Page) => Promise<unknown>) => Promise<{ page: Page; errors: string[] }>;
  /** The Chromium the pages open in, for tests that open pages of other origins. */
  browser: Browser;
  close: () => Promise<void>;
}

export async function startSite(): Promise<Site> {
  const server: PreviewServer = await preview({
    configFile: 'vite.config.ts',
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  });
  const origin = server.resolvedUrls!.local[0].replace(/\/$/, '');
  const browser: Browser = await chromium.launch({
    executablePath: findHeadlessShell(),
    args: CHROMIUM_ARGS,
  });
  return {
    url: (path) => origin + path,
    browser,
    async open(path, prepare) {
      const page = await browser.newPage();
      await prepare?.(page);
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(origin + path);
      return { page, errors };
    },
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    },
  };
}

/** Every tag of the kit, from the manifest the build wrote (dist/widgets/custom-elements.json). */
export function kitTags(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/widgets/custom-elements.json'), 'utf8')) as {
    modules: Array<{ declarations: Array<{ tagName: string }> }>;
  };
  return manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName));
}
