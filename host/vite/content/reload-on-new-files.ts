import type { ViteDevServer } from 'vite';

/**
 * In the dev server, a YAML file added to or removed from `folder` changes the lists the
 * virtual modules built from it (`isBuiltFromIt(id)`) hold: those are dropped and the page
 * reloads with the new list. (A changed file is already watched through the module's load.)
 * `edits`: a changed file too, for modules that do not watch each file they read (`forget` first
 * drops what the plugin keeps of them).
 */
export function reloadOnNewFiles(
  server: ViteDevServer,
  folder: string,
  isBuiltFromIt: (id: string) => boolean,
  { edits = false, forget = () => {} }: { edits?: boolean; forget?: () => void } = {},
): void {
  server.watcher.add(folder);
  const changed = (file: string) => {
    if (!file.startsWith(folder) || !file.endsWith('.yaml')) return;
    forget();
    for (const environment of Object.values(server.environments))
      for (const module of environment.moduleGraph.idToModuleMap.values())
        if (module.id && isBuiltFromIt(module.id)) environment.moduleGraph.invalidateModule(module);
    server.ws.send({ type: 'full-reload' });
  };
  server.watcher.on('add', changed);
  server.watcher.on('unlink', changed);
  if (edits) server.watcher.on('change', changed);
}
