// Writes the servers' configurations (deploy/: nginx, Apache, Caddy, _redirects) from the one
// definition of the site's answers (host/vite/servers/). Run after changing the headers, the
// routes or the page template's inline script; a unit test fails while deploy/ is stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(join(root, 'host/vite/servers/deploy-configs.ts'), {
  root,
  configFile: false,
  logLevel: 'warn',
});
const folder = join(root, module.DEPLOY_FOLDER);
mkdirSync(folder, { recursive: true });
for (const [name, text] of Object.entries(module.deployConfigs(await module.builtTemplate(root)))) {
  writeFileSync(join(folder, name), text);
  console.log(`wrote ${module.DEPLOY_FOLDER}/${name}`);
}
