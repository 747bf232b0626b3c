import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { forgetManifest, generateManifest } from './custom-elements-manifest.ts';
import { MANIFEST_ID, RESOLVED_MANIFEST_ID } from '../modules/widget-module-plugins.ts';

/** Serves the manifest, generated from the widgets' code, as a JS module (`virtual:custom-elements-manifest`). */
export function manifestModulePlugin(root: string): Plugin {
  return {
    name: 'uni-custom-elements-manifest',
    resolveId(id) {
      return id === MANIFEST_ID ? RESOLVED_MANIFEST_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_MANIFEST_ID) return undefined;
      const { manifest, files } = await generateManifest(root);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(manifest)};`;
    },
    handleHotUpdate({ server, file }) {
      if (!file.startsWith(resolve(root, 'widgets'))) return;
      forgetManifest(root);
      const module = server.moduleGraph.getModuleById(RESOLVED_MANIFEST_ID);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
