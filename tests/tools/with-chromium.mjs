#!/usr/bin/env node
// Runs a command with CHROME_PATH set to the system Chromium (installing it if we can); with
// `--headless-shell` first, to the headless shell the tests drive (chromium.mjs).
import { spawnSync } from 'node:child_process';
import { findChromium, findHeadlessShell } from './chromium.mjs';

const shell = process.argv[2] === '--headless-shell';
const [command, ...args] = process.argv.slice(shell ? 3 : 2);
const chromePath = shell ? findHeadlessShell() : findChromium();
const result = spawnSync(command, args, {
  stdio: 'inherit',
  shell: false,
  env: { ...process.env, CHROME_PATH: chromePath, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}` },
});
process.exit(result.status ?? 1);
