// A worker thread of the compressed copies (precompress-plugin.ts starts one a core, each with its
// share of the files). Node starts plain JavaScript; the TypeScript that compresses loads through Vite.
import { parentPort, workerData } from 'node:worker_threads';
import { runnerImport } from 'vite';

const { module } = await runnerImport(workerData.module, { root: workerData.root, configFile: false });
// oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port, not a window
parentPort.postMessage(module.compressShare(workerData.files, workerData.cacheFolder));
