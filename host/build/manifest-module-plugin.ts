import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { generateManifest } from './custom-elements-manifest.ts';

/** `virtual:custom-elements-manifest` serves the kit's manifest to code (the embed docs). */
const MANIFEST_ID = 'virtual:custom-elements-manifest';
const RESOLVED_MANIFEST_ID = '\0' + MANIFEST_ID;

/** Serves the manifest, regenerated from the sources, as a JS module. */
export function manifestModulePlugin(root: string): Plugin {
  return {
    name: 'uni-custom-elements-manifest',
    resolveId(id) {
      return id === MANIFEST_ID ? RESOLVED_MANIFEST_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_MANIFEST_ID) return undefined;
      const { manifest, files } = generateManifest(root);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(manifest)};`;
    },
    handleHotUpdate({ server, file }) {
      if (!file.startsWith(resolve(root, 'widgets'))) return;
      const module = server.moduleGraph.getModuleById(RESOLVED_MANIFEST_ID);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
