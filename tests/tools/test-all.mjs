#!/usr/bin/env node
// `npm test`: lint, format check, type check, unused code (knip), unit tests, browser tests, the size budgets of the build and
// end-to-end tests, in that order; stops at the first failure.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';
import { findJava } from './html-checker.mjs';
import { findApache, findCaddy, findNginx } from './web-servers.mjs';

const chromePath = findChromium();
// The end-to-end tests also serve the site with real nginx, Apache and Caddy (deploy/): install them now, not mid-suite.
findNginx();
findApache();
findCaddy();
// The W3C Nu HTML Checker (tests/e2e/html-validator.e2e.test.ts) runs on Java.
findJava();
const env = { ...process.env, CHROME_PATH: chromePath, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}` };
const steps = [
  ['lint', 'oxlint', ['--max-warnings', '0']],
  ['format check', 'prettier', ['--check', '.']],
  ['type check', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['unused files, exports and dependencies', 'knip', ['--no-progress']],
  ['unit tests', 'vitest', ['run']],
  ['browser tests', 'web-test-runner', []],
  ['build', 'vite', ['build', '--logLevel', 'warn']],
  ['size budgets', 'node', ['tests/tools/budgets.mjs']],
  ['end-to-end tests', 'vitest', ['run', '--config', 'vitest.e2e.config.ts']],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log('\nAll test suites passed.');
