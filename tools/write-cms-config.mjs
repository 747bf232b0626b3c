// Writes the publishing desk's Decap CMS configuration (public/admin/config.yml) from the
// record schemas (host/admin/cms-config.ts). Run after changing data/schema/records.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** Regenerates the configuration in the project at `root`; returns the file written. */
export async function writeCmsConfig(root) {
  const { module } = await runnerImport(join(root, 'host/admin/cms-config.ts'), { root, configFile: false });
  const file = join(root, module.CMS_CONFIG_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, module.renderCmsConfig());
  return module.CMS_CONFIG_FILE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = await writeCmsConfig(fileURLToPath(new URL('..', import.meta.url)));
  console.log(`wrote ${file}`);
}
