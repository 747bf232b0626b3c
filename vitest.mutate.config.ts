import { defineConfig } from 'vitest/config';
import base from './vite.config.ts';

/**
 * The unit tests `npm run mutate` (stryker.config.mjs) runs against each mutant: the tests of
 * the logic modules, not the whole suite (server renders of every page would cost minutes per
 * run and kill nothing more). A new test of a mutated module belongs in this list.
 */
const LOGIC_TESTS = [
  'tests/unit/search.test.ts',
  'tests/unit/search-logic.test.ts',
  'tests/unit/properties.test.ts',
  'tests/unit/content-logic.test.ts',
  'tests/unit/sanitize.test.ts',
  'tests/unit/url-rules.test.ts',
  'tests/unit/offline-rules.test.ts',
  'tests/unit/editor-attributes.test.ts',
  'tests/unit/record-queries.test.ts',
  'tests/unit/chrome-logic.test.ts',
  'tests/unit/home-logic.test.ts',
  'tests/unit/event-dates.test.tsx',
  'tests/unit/numbers-language.test.tsx',
  'tests/unit/listing-pages-logic.test.ts',
  'tests/unit/menu-size.test.tsx',
  'tests/unit/build-plan.test.ts',
];

// One project, no setup file: it loads every content section for the page renders, which these tests do not make.
export default defineConfig({
  ...base,
  test: { ...base.test, projects: undefined, include: LOGIC_TESTS, setupFiles: [] },
});
