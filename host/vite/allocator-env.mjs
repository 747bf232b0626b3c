// The environment the build's process starts with (tools/build.mjs runs `vite build` in it; the
// bench starts its build, tests/tools/bench/build-site.mjs, in it). Both allocators read these once,
// as they load: glibc's when the process starts, so they must be in its environment from the start.
//
// Rolldown allocates with mimalloc, which by default keeps the pages it freed for a while and
// many of them for good (those of the bundler's threads, once they end): at 3,000 pages a language
// 430 MB stayed resident to the build's end for a peak of 100 MB allocated, beside the prerender's
// workers. Returned at once, 180 MB stayed and the build's peak fell by 200 MB, in the same CPU time.
//
// Everything else (Node's buffers: every content file read, every file written) allocates with
// glibc's malloc, which by default raises its threshold for mapping a block of its own as soon as
// one such block is freed, so that later blocks of up to 32 MB come from its heap, and freed ones
// stay resident there between blocks still in use: at 10,000 pages a language 467 MB of the build
// thread's heap was resident when the prerender started, and 71 MB with the threshold kept at
// its first 128 KB (each larger block mapped and returned whole). It costs the compressed copies
// about a tenth more CPU (brotli's blocks of 1 to 2 MB are mapped for every file): 0.4 ms a page
// (docs/developers/performance.md).
export const ALLOCATOR_ENV = {
  MIMALLOC_PURGE_DELAY: '0',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};
