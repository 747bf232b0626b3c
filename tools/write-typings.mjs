// Writes what is made from the widgets' own definitions and committed: host/custom-elements.d.ts
// (host/vite/manifest/host-typings.ts) and the WordPress block's list of widgets (host/vite/kit/wordpress-plugin.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

/** Regenerates the host's typings of the `uni-*` tags and the block's widgets in the project at `root`; returns the files written. */
export async function writeHostTypings(root) {
  const server = await createServer({
    root,
    configFile: false,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    // Only server-side loading: nothing to pre-bundle for a browser.
    optimizeDeps: { noDiscovery: true },
    logLevel: 'warn',
  });
  try {
    const { hostTypings, HOST_TYPINGS_FILE } = await server.ssrLoadModule('/host/vite/manifest/host-typings.ts');
    writeFileSync(`${root}/${HOST_TYPINGS_FILE}`, await hostTypings(root));
    const { blockCatalogJson, BLOCK_CATALOG_FILE } = await server.ssrLoadModule('/host/vite/kit/wordpress-plugin.ts');
    writeFileSync(`${root}/${BLOCK_CATALOG_FILE}`, await blockCatalogJson(root));
    return [HOST_TYPINGS_FILE, BLOCK_CATALOG_FILE];
  } finally {
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await writeHostTypings(fileURLToPath(new URL('..', import.meta.url)));
  console.log(`wrote ${files.join(', ')}`);
}
