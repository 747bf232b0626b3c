// npm run build [-- --full]: the production build (vite build) into dist/. Incremental when dist/
// holds a complete build's manifest and the code is unchanged (host/vite/incremental/); --full
// builds everything (Vite's own command line takes no option of ours: UNI_FULL_BUILD tells the build).
// Any other option goes to vite build.
import { spawnSync } from 'node:child_process';
import { ALLOCATOR_ENV } from '../host/vite/allocator-env.mjs';

const args = process.argv.slice(2);
const full = args.includes('--full');
const result = spawnSync('vite', ['build', ...args.filter((arg) => arg !== '--full')], {
  stdio: 'inherit',
  env: { ...ALLOCATOR_ENV, ...process.env, ...(full && { UNI_FULL_BUILD: '1' }) },
});
process.exit(result.status ?? 1);
