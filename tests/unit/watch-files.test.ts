import { fileURLToPath } from 'node:url';
import { createRunnableDevEnvironment, resolveConfig, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { fileWatcher, neverWatched } from '../../host/vite/content/watch-files';

/** A file the module below reads (any file of the project: it is only named). */
const READ_FILE = fileURLToPath(new URL('../../data/site.ts', import.meta.url));

/** A virtual module whose load tells `fileWatcher` of the file it read, as the content plugins do. */
const readingPlugin: Plugin = {
  name: 'reading',
  resolveId: (id) => (id === 'virtual:reading' ? '\0virtual:reading' : undefined),
  load(id) {
    if (id !== '\0virtual:reading') return undefined;
    fileWatcher(this)(READ_FILE);
    return 'export default 1;\n';
  },
};

/**
 * Whether the file the module read is in the module graph once the module has run, in an environment
 * made as the build's steps make theirs (host/vite/content/import-site-module.ts).
 */
async function fileInGraph(declare: boolean): Promise<boolean> {
  const config = await resolveConfig(
    {
      configFile: false,
      logLevel: 'silent',
      envDir: false,
      plugins: [readingPlugin],
      environments: {
        inline: { consumer: 'server', dev: { moduleRunnerTransform: true }, resolve: { external: true } },
      },
    },
    'serve',
  );
  const environment = createRunnableDevEnvironment('inline', config, { hot: false });
  if (declare) neverWatched(environment);
  await environment.init();
  try {
    await environment.runner.import('virtual:reading');
    return environment.moduleGraph.getModulesByFile(READ_FILE) !== undefined;
  } finally {
    await environment.close();
  }
}

describe('fileWatcher', () => {
  it('in a dev environment, names the file read: Vite puts it in the module graph, to reload on its change', async () => {
    expect(await fileInGraph(false)).toBe(true);
  });

  it('in a build step’s environment (neverWatched), names nothing: no file of the content enters the graph', async () => {
    expect(await fileInGraph(true)).toBe(false);
  });
});
