// `npm run cms`: the publishing desk on this computer. decap-server (git mode, loopback only)
// commits each saved entry to this working copy; a Vite server serves the desk at /admin.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer, runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const load = async (file) => (await runnerImport(`${root}${file}`, { root, configFile: false })).module;
const { LOCAL_BACKEND_PORT, PUBLISH_BRANCH } = await load('host/admin/desk-settings.ts');
const { startDecapServer } = await load('host/vite/desk/decap-server.ts');
const { deskConfig } = await load('host/vite/desk/desk-plugin.ts');

const git = (...args) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
// decap-server commits with `git add .` on the configured branch (checking it out if need be):
// anything uncommitted would go into a webmaster's commit, and another branch would be switched.
if (git('status', '--porcelain')) {
  console.error('npm run cms: commit or stash your changes first (each save commits everything in the working copy).');
  process.exit(1);
}
if (git('branch', '--show-current') !== PUBLISH_BRANCH) {
  console.error(
    `npm run cms: switch to ${PUBLISH_BRANCH} first (the desk commits there): git switch ${PUBLISH_BRANCH}`,
  );
  process.exit(1);
}

const decap = await startDecapServer(root, LOCAL_BACKEND_PORT);
const server = await createServer(deskConfig(root));
await server.listen();
console.log(`The publishing desk: ${server.resolvedUrls.local[0]}admin (each save is one commit on ${PUBLISH_BRANCH})`);
const stop = async () => {
  decap.stop();
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
