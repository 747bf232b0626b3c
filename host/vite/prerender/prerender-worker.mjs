// The prerender's worker thread (prerender-plugin.ts starts it). Node starts plain JavaScript:
// prerender-pages.ts as the render bundle holds it, built (render-bundle.ts).
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const module = await import(pathToFileURL(workerData.bundle.pages).href);
/** Pages written since the last message: the build's progress line counts them (prerender-plugin.ts). */
let written = 0;
const PAGES_A_MESSAGE = 20;
const post = (message) =>
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port, not a window
  parentPort.postMessage(message);
const report = await module.prerenderPages(workerData, {
  share: (pages) => post({ share: pages }),
  written: () => {
    written += 1;
    if (written < PAGES_A_MESSAGE) return;
    post({ pages: written });
    written = 0;
  },
});
post({ pages: written });
post({ report });
