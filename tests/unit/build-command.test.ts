import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALLOCATOR_ENV } from '../../host/vite/allocator-env.mjs';

/**
 * `npm run build` (tools/build.mjs) starts `vite build` with the allocators' settings in its
 * environment from the start (glibc reads them only then: host/vite/allocator-env.mjs), and tells
 * it `--full` by UNI_FULL_BUILD. A `vite` of the test's own, first on the PATH, writes down what it
 * was started with.
 */
describe('npm run build', () => {
  const folder = mkdtempSync(join(tmpdir(), 'build-command-'));
  const record = join(folder, 'started.json');
  writeFileSync(
    join(folder, 'vite'),
    `#!${process.execPath}\nrequire('node:fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify({ args: process.argv.slice(2), env: process.env }));\nprocess.exit(3);\n`,
  );
  chmodSync(join(folder, 'vite'), 0o755);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const build = (args: string[]) => {
    const run = spawnSync(process.execPath, ['tools/build.mjs', ...args], {
      env: { ...process.env, PATH: `${folder}:${process.env.PATH}`, UNI_FULL_BUILD: '' },
    });
    const started = JSON.parse(readFileSync(record, 'utf8')) as { args: string[]; env: Record<string, string> };
    return { status: run.status, ...started };
  };

  it('runs vite build with the allocators’ settings, passing its options on and its exit status back', () => {
    const { status, args, env } = build(['--logLevel', 'warn']);
    expect(args).toEqual(['build', '--logLevel', 'warn']);
    for (const [name, value] of Object.entries(ALLOCATOR_ENV)) expect(env[name], name).toBe(value);
    expect(env.UNI_FULL_BUILD).toBe('');
    expect(status).toBe(3);
  });

  it('with --full, tells the build by UNI_FULL_BUILD, not as an option of vite’s', () => {
    const { args, env } = build(['--full']);
    expect(args).toEqual(['build']);
    expect(env.UNI_FULL_BUILD).toBe('1');
  });
});
