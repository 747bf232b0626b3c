// The environment the build's process starts with (tools/build.mjs runs `vite build` in it; the
// bench's build, tests/tools/bench/build-site.mjs, sets it before loading Vite).
//
// Rolldown allocates with mimalloc, which reads its options once, when Rolldown's binding loads:
// too early for vite.config.ts. By default mimalloc keeps the pages it freed for a while and
// many of them for good (those of the bundler's threads, once they end): at 3,000 pages a language
// 430 MB stayed resident to the build's end for a peak of 100 MB allocated, beside the prerender's
// workers. Returned at once, 180 MB stayed and the build's peak fell by 200 MB, in the same CPU time
// (docs/developers/performance.md).
export const ALLOCATOR_ENV = { MIMALLOC_PURGE_DELAY: '0' };
