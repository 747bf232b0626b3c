#!/usr/bin/env node
// `npm test`: lint, format check, type check, unused code (knip), unit tests, browser tests, the size budgets of the build and
// end-to-end tests, in that order; stops at the first failure.
import { spawn } from 'node:child_process';
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
/**
 * Each entry runs after the one before has passed. The four static checks run at once: each keeps
 * one core busy for a few seconds to twenty (prettier), and the machine has two or more; their
 * output is held and printed whole as each ends.
 */
const stages = [
  [
    ['lint', 'oxlint', ['--max-warnings', '0']],
    ['format check', 'prettier', ['--check', '.']],
    ['type check', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
    ['unused files, exports and dependencies', 'knip', ['--no-progress']],
  ],
  [['unit tests', 'vitest', ['run']]],
  [['browser tests', 'web-test-runner', []]],
  [['build', 'vite', ['build', '--logLevel', 'warn']]],
  [['size budgets', 'node', ['tests/tools/budgets.mjs']]],
  [['end-to-end tests', 'vitest', ['run', '--config', 'vitest.e2e.config.ts']]],
];

/** Runs one step; alone, its output streams; beside others, it is held and returned. */
function run([name, command, args], alone) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (status, signal) =>
      resolve({ name, command, args, output, status, signal, seconds: (Date.now() - started) / 1000 }),
    ),
  );
}

const header = ({ name, command, args }) => `\n=== ${name}: ${command} ${args.join(' ')}`;
for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(header({ name: stage[0][0], command: stage[0][1], args: stage[0][2] }));
  const results = await Promise.all(
    stage.map((step) =>
      run(step, alone).then((result) => {
        if (!alone) process.stdout.write(`${header(result)}\n${result.output}`);
        return result;
      }),
    ),
  );
  for (const { name, status, signal, seconds } of results) {
    if (status !== 0) {
      console.error(`\n${name} failed (exit ${status ?? signal}).`);
      process.exit(status ?? 1);
    }
    console.log(`=== ${name} passed in ${seconds.toFixed(1)} s`);
  }
}
console.log('\nAll test suites passed.');
