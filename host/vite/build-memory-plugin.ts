import { setFlagsFromString } from 'node:v8';
import type { Plugin } from 'vite';

/**
 * How far past what its last full garbage collection kept V8 lets a heap grow before the next:
 * half as much again. V8's own choice goes up to four times when collecting looks costly next to
 * the work, and the build allocates fast (the data check, the bundle's transforms, the search
 * index): at 3,000 pages a language the build's heap reached 1.1 GB between two collections that
 * kept 260 to 280 MB (at 10,000 the bundle and search steps peaked at 3 GB). With 50 % the same
 * build peaked at 1.2 GB instead of 1.8 GB, for about 2 % more CPU time (more collections, each of a
 * heap as small as it is live: docs/developers/performance.md).
 */
const HEAP_GROWING_PERCENT = 50;

/**
 * V8's own choice, for an incremental build: its heap is smaller than a full build's (at 10,000
 * pages a language, a republish peaked at 1.7 GB, the full build at 3.1 GB), and time is what a
 * webmaster waits for. At 3,000 pages a language, five republishes each way, one after the other:
 * 25.0 s of CPU on average against 28.4 s with 50 %, for a peak about 200 MB higher (905 and 946 MB
 * against 698 and 764 MB).
 */
const V8_HEAP_GROWING = 0;

/**
 * Sets the heap's growth for the build's process, its prerender workers included (V8's flags are
 * the process's), once the build knows whether it is incremental (`incremental()`, asked when the
 * configuration is resolved: before any step loads the content).
 */
export function buildMemoryPlugin(incremental: () => boolean): Plugin {
  return {
    name: 'uni-build-memory',
    apply: 'build',
    configResolved() {
      setFlagsFromString(`--heap-growing-percent=${incremental() ? V8_HEAP_GROWING : HEAP_GROWING_PERCENT}`);
    },
  };
}
