#!/usr/bin/env node
// Runs a command with CHROME_PATH set to the system Chromium (installing it if we can).
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const [command, ...args] = process.argv.slice(2);
const chromePath = findChromium();
const result = spawnSync(command, args, {
  stdio: 'inherit',
  shell: false,
  env: { ...process.env, CHROME_PATH: chromePath, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}` },
});
process.exit(result.status ?? 1);
