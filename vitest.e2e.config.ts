import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { siteDataPlugins } from './host/vite/content/import-site-module.ts';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * With no timings cached (a fresh clone, as in CI) vitest runs the largest files first; the leak
 * test is a small file that runs for a minute or more, so it came last and ran alone at the end.
 * Started first, it runs beside the others.
 */
class LeaksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLeaks = (file: TestSpecification) => file.moduleId.endsWith('/leaks.e2e.test.ts');
    return [...sorted.filter(isLeaks), ...sorted.filter((file) => !isLeaks(file))];
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
    // minutes one file at a time).
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LeaksFirst },
  },
});
