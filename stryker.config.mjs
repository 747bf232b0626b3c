import { readFileSync } from 'node:fs';

/**
 * Mutation testing of the logic modules (`npm run mutate`; docs/developers/testing.md#mutation-testing).
 * Stryker changes one operator, condition or constant at a time and runs the unit tests that reach
 * it (vitest.mutate.config.ts): a change no test notices is a behaviour no test pins down.
 */

/**
 * The lines of `file` from the one holding `from` to the one before `to`: the part of a module that
 * runs in Node. The rest needs a DOM (DOMPurify and its allow-lists, elements); the browser tests
 * check it (tests/browser/sanitize.test.ts, tests/browser/editor-markup.test.ts), and the vitest
 * runner has no DOM.
 */
function nodePart(file, from, to) {
  const lines = readFileSync(new URL(file, import.meta.url), 'utf8').split('\n');
  const first = lines.findIndex((line) => line.includes(from));
  const next = lines.findIndex((line) => line.includes(to));
  if (first < 0 || next <= first) throw new Error(`stryker.config.mjs: "${from}" then "${to}" not found in ${file}`);
  return `${file}:${first + 1}-${next}`;
}

/** Options: https://stryker-mutator.io/docs/stryker-js/configuration/ */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate: [
    'data/search/scorer.ts',
    'data/search/snippet.ts',
    'data/search/tokenize.ts',
    nodePart('widgets/core/sanitize.ts', 'export const SAFE_URI', 'export function canSanitiseWithDom'),
    nodePart(
      'widgets/editor-markup.ts',
      'export function editorAttributeRefusal',
      'export function widgetFromEditorMarkup',
    ),
    'data/schema/event-date.ts',
    'widgets/events/event-logic.ts',
    'data/i18n/format.ts',
    'widgets/core/table/filter.ts',
    'data/paths.ts',
    'data/records/queries.ts',
    'data/listing-pages.ts',
    'data/menu-bound.ts',
    'host/vite/incremental/build-plan.ts',
  ],
  coverageAnalysis: 'perTest',
  // Two cores shared with other work: one test process.
  concurrency: 1,
  timeoutMS: 20000,
  reporters: ['clear-text', 'progress', 'html'],
  clearTextReporter: { allowColor: false, reportTests: false, reportScoreTable: true, reportMutants: true },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  incrementalFile: 'reports/stryker-incremental.json',
  ignorePatterns: ['dist', 'reports', '.audit', '.wtr', '.bench'],
  tempDirName: '.stryker-tmp',
  // Stryker rewrites the paths of tsconfig.json in its sandbox with TypeScript's compiler API, which
  // TypeScript 7 (the native compiler) does not have; ours has no extends or references to rewrite.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
  cleanTempDir: 'always',
};
