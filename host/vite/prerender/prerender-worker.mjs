// The prerender's worker thread (prerender-plugin.ts starts it). Node
// starts plain JavaScript; the TypeScript that renders the pages loads through Vite.
import { parentPort, workerData } from 'node:worker_threads';
import { runnerImport } from 'vite';

const { module } = await runnerImport(`${workerData.root}/host/vite/prerender/prerender-pages.ts`, {
  root: workerData.root,
  configFile: false,
});
// oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port, not a window
parentPort.postMessage(await module.prerenderPages(workerData));
