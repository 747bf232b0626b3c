import { createServer } from 'vite';
import { checkData } from '../../../data/validate.ts';
import type { AttributeSpec, WidgetDefinition } from '../../../widgets/core/definitions.ts';
import { emptyManifestPlugin, widgetModulePlugins } from '../modules/widget-module-plugins.ts';
import { untimedModuleRunner } from '../content/untimed-module-runner.ts';

/** What the manifest needs of one widget: its definition, and the element.ts that made it. */
export interface LoadedWidget {
  tag: string;
  /** The element.ts, relative to the project folder (`widgets/events/element.ts`). */
  file: string;
  declared: Record<string, AttributeSpec>;
  takesData: boolean;
  /** What is wrong with its bundled sample data (empty when it passes its schema or has none). */
  sampleProblems: string[];
}

/** `uni-events` -> `widgets/events/element.ts`, relative to the project folder. */
const elementFile = (tag: string) => `widgets/${tag.replace(/^uni-/, '')}/element.ts`;

/** A data widget's sample checked against its schema: one message naming the file and the field, or none. */
async function checkSample(definition: WidgetDefinition, file: string): Promise<string[]> {
  if (!definition.data) return [];
  try {
    checkData(await definition.data.schema(), definition.data.sample, `${file} (bundled sample)`);
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/** One load per project folder and process: the manifest, the frame pages and the data check share it. */
const loaded = new Map<string, Promise<LoadedWidget[]>>();

/** Every widget's definition (see loadWidgetDefinitions), loaded once. */
export function loadWidgets(root: string): Promise<LoadedWidget[]> {
  let widgets = loaded.get(root);
  if (!widgets) {
    widgets = loadWidgetDefinitions(root);
    widgets.catch(() => loaded.delete(root));
    loaded.set(root, widgets);
  }
  return widgets;
}

/** After a widget source changed (dev server): the next load runs the code again. */
export function forgetWidgets(root: string): void {
  loaded.delete(root);
}

/**
 * Runs every widget's element.ts (as the prerenderer does, in a Vite server of
 * their own) and returns the definitions their `defineWidget` calls registered,
 * in registry order. An element.ts whose tag is not `uni-<its folder>` is an error:
 * the registry finds widgets by folder.
 */
async function loadWidgetDefinitions(root: string): Promise<LoadedWidget[]> {
  const server = await createServer({
    root,
    configFile: false,
    // The manifest module answers empty here: the embed docs import it, and it is what is being made.
    plugins: [...widgetModulePlugins(root).plugins, emptyManifestPlugin()],
    // No file watcher: nothing changes while it loads, and watching walks the whole project,
    // dist/ included (seconds of every build at a few hundred pages a language, growing with the site).
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    // Only server-side loading: nothing to pre-bundle for a browser.
    optimizeDeps: { noDiscovery: true },
    logLevel: 'warn',
  });
  // Not `ssrLoadModule`: it fails a request that waits 60 s, and this thread is busy beside it (the data check).
  const runner = untimedModuleRunner(server.environments.ssr);
  try {
    const registry = await runner.import<typeof import('../../../widgets/registry')>('/widgets/registry.ts');
    const { widgetDefinitions } =
      await runner.import<typeof import('../../../widgets/core/definitions')>('/widgets/core/definitions.ts');
    const widgets: LoadedWidget[] = [];
    for (const [tag, load] of Object.entries(registry.widgetLoaders)) {
      const file = elementFile(tag);
      const before = new Set(widgetDefinitions.keys());
      await load();
      const defined = [...widgetDefinitions.keys()].filter((name) => !before.has(name));
      if (defined.length !== 1 || defined[0] !== tag)
        throw new Error(
          `${file} must define <${tag}> (uni- and its folder's name), once; it defined ${defined.map((name) => `<${name}>`).join(', ') || 'nothing'}`,
        );
      const definition = widgetDefinitions.get(tag)!;
      const { declared, takesData } = definition;
      widgets.push({ tag, file, declared, takesData, sampleProblems: await checkSample(definition, file) });
    }
    return widgets;
  } finally {
    await runner.close();
    await server.close();
  }
}
