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
 * Sets the heap's growth for the build's process, its prerender workers included (V8's flags are
 * the process's): list it first, so it holds before the steps that load the content.
 */
export function buildMemoryPlugin(): Plugin {
  return {
    name: 'uni-build-memory',
    apply: 'build',
    config() {
      setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    },
  };
}
