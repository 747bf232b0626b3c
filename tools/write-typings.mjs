// Writes host/custom-elements.d.ts from the widgets' own definitions (host/vite/manifest/host-typings.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

/** Regenerates the host's typings of the `uni-*` tags in the project at `root`; returns the file written. */
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
    return HOST_TYPINGS_FILE;
  } finally {
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = await writeHostTypings(fileURLToPath(new URL('..', import.meta.url)));
  console.log(`wrote ${file}`);
}
