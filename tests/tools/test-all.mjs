#!/usr/bin/env node
// `npm test`: lint, format check, type check, unused code (knip), unit tests, browser tests, the build, its size
// budgets and end-to-end tests; stops at the first failure.
import { spawn } from 'node:child_process';
import { findHeadlessShell } from './chromium.mjs';
import { findJava } from './html-checker.mjs';
import { findApache, findCaddy, findNginx } from './web-servers.mjs';

const chromePath = findHeadlessShell();
// The end-to-end tests also serve the site with real nginx, Apache and Caddy (deploy/): install them now, not mid-suite.
findNginx();
findApache();
findCaddy();
// The W3C Nu HTML Checker (tests/e2e/html-validator.e2e.test.ts) runs on Java.
findJava();
const env = { ...process.env, CHROME_PATH: chromePath, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}` };
/**
 * Each stage runs after the one before has passed; the steps of a stage run at once. The four
 * static checks each keep one core busy for a few seconds to twenty (prettier). The unit tests
 * (one vitest worker on two cores) and the browser tests (one page at a time) each leave a core
 * idle much of the time, so they share the machine; the build follows the unit tests (`followedBy`:
 * both write the Devanagari subset's cache on a fresh clone), beside the browser tests, which
 * outlast them. The size budgets only read dist/, and run beside the end-to-end tests. The step
 * marked `streams` prints as it runs; the others' output is held and printed whole as each ends.
 */
const stages = [
  [
    { name: 'lint', command: 'oxlint', args: ['--max-warnings', '0'] },
    { name: 'format check', command: 'prettier', args: ['--check', '.'] },
    { name: 'type check', command: 'tsc', args: ['--noEmit', '-p', 'tsconfig.json'] },
    { name: 'unused files, exports and dependencies', command: 'knip', args: ['--no-progress'] },
  ],
  [
    {
      name: 'unit tests',
      command: 'vitest',
      args: ['run'],
      streams: true,
      followedBy: { name: 'build', command: 'vite', args: ['build', '--logLevel', 'warn'], streams: true },
    },
    { name: 'browser tests', command: 'web-test-runner', args: [] },
  ],
  [
    { name: 'size budgets', command: 'node', args: ['tests/tools/budgets.mjs'] },
    { name: 'end-to-end tests', command: 'vitest', args: ['run', '--config', 'vitest.e2e.config.ts'], streams: true },
  ],
];

const header = ({ name, command, args }) => `\n=== ${name}: ${command} ${args.join(' ')}`;

/** The steps running now, each the leader of a process group of its own, so it can be stopped whole. */
const running = new Set();
const stopAll = () => {
  for (const child of running)
    try {
      process.kill(-child.pid);
    } catch {
      // Its group ended between its last output and now.
    }
};
// Each step is detached from the terminal's group: pass on an interrupt.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });

/** Runs one step; resolves when it ends. */
function run(step) {
  const started = Date.now();
  if (step.streams) console.log(header(step));
  const child = spawn(step.command, step.args, {
    stdio: ['ignore', step.streams ? 'inherit' : 'pipe', step.streams ? 'inherit' : 'pipe'],
    env,
    detached: true,
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (status, signal) => {
      running.delete(child);
      if (!step.streams) process.stdout.write(`${header(step)}\n${output}`);
      resolve({ ...step, status, signal, seconds: (Date.now() - started) / 1000 });
    }),
  );
}

/** Runs `step`, then the step it names as `followedBy` if it passed; resolves with the first that failed, if one did. */
async function runChain(step) {
  const result = await run(step);
  if (result.status !== 0) return result;
  console.log(`=== ${result.name} passed in ${result.seconds.toFixed(1)} s`);
  return step.followedBy ? runChain(step.followedBy) : undefined;
}

for (const stage of stages) {
  const failed = await new Promise((resolve) => {
    let left = stage.length;
    for (const step of stage)
      runChain(step).then((result) => {
        if (result) resolve(result);
        if (--left === 0) resolve(undefined);
      });
  });
  if (failed) {
    // The rest of the stage would only delay the answer.
    stopAll();
    console.error(`\n${failed.name} failed (exit ${failed.status ?? failed.signal}).`);
    process.exit(failed.status ?? 1);
  }
}
console.log('\nAll test suites passed.');
