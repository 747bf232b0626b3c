import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { siteDataPlugins } from './host/vite/content/import-site-module.ts';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that run longest (a minute or more each, figures in docs/developers/testing.md), in
 * the order they start. With no timings cached (a fresh clone, as in CI) vitest runs the largest
 * files first, and several of these are small: started last, they ran alone at the end while
 * the other workers sat idle.
 */
const SLOW_FIRST = [
  'incremental-build',
  // Between the two files that build the site, so their builds overlap less.
  'leaks',
  'desk',
  'never-blank',
  'container-width',
  'accessibility',
  'security',
].map((name) => `/${name}.e2e.test.ts`);

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_FIRST.findIndex((ending) => file.moduleId.endsWith(ending));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // toSorted is stable: the other files keep vitest's order.
    return sorted.toSorted((a, b) => rank(a) - rank(b));
  }
}

/** End-to-end tests: the built site in dist/, served by `vite preview`, driven in the system Chromium. */
export default defineConfig({
  // Some tests read the site's data (routes, pages) to know what to visit.
  plugins: siteDataPlugins(fileURLToPath(new URL('.', import.meta.url))),
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    // What a visitor waits for (an island hydrating, a replayed click) can take seconds on a
    // busy two-core machine; polls give it that long rather than vitest's default second.
    expect: { poll: { timeout: 10000 } },
    hookTimeout: 60000,
    // Two files at a time, each with its own server and browser: most of a page check is
    // waiting on the network, so two keep the machine's two cores busy (the suite took 16
    // minutes one file at a time). Three at a time were tried under load: the files that build
    // the site, the leak test and the page sweeps keep the cores busy rather than wait, and the
    // publishing desk's build ran past its time limit.
    fileParallelism: true,
    maxWorkers: 2,
    // The files a worker runs share the modules they import (the site's data read through Vite):
    // each file loaded them afresh, about a second and a half of CPU a file. Every file starts
    // its own server and browser, and the helpers they share keep no state.
    isolate: false,
    sequence: { sequencer: SlowFirst },
  },
});
