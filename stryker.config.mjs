import { readFileSync } from 'node:fs';

/**
 * Mutation testing of the logic modules (`npm run mutate`; docs/developers/testing.md#mutation-testing).
 * Stryker changes one operator, condition or constant at a time and runs the unit tests that reach
 * it (vitest.mutate.config.ts): a change no test notices is a behaviour no test pins down.
 */

/**
 * The lines of `file` before `marker`: the part of a module that runs in Node. What follows needs
 * a DOM (DOMPurify, elements); the browser tests check it, and the vitest runner has no DOM.
 */
function nodePart(file, marker) {
  const lines = readFileSync(new URL(file, import.meta.url), 'utf8').split('\n');
  const at = lines.findIndex((line) => line.includes(marker));
  if (at < 1) throw new Error(`stryker.config.mjs: "${marker}" not found in ${file}`);
  return `${file}:1-${at}`;
}

/** Options: https://stryker-mutator.io/docs/stryker-js/configuration/ */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate: [
    'data/search/scorer.ts',
    'data/search/snippet.ts',
    'data/search/tokenize.ts',
    nodePart('widgets/core/sanitize.ts', 'export function canSanitiseWithDom'),
    nodePart('widgets/editor-markup.ts', 'export function widgetFromEditorMarkup'),
    'data/schema/event-date.ts',
    'widgets/events/event-logic.ts',
    'data/i18n/format.ts',
    'widgets/core/table/filter.ts',
    'data/paths.ts',
    'data/records/queries.ts',
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
