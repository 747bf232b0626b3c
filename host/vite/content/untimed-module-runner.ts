import { createServerModuleRunnerTransport, type DevEnvironment } from 'vite';
import { createNodeImportMeta, ESModulesEvaluator, ModuleRunner } from 'vite/module-runner';

/**
 * A module runner for `environment` in this thread, as Vite's own (`createServerModuleRunner`) but
 * without its transport's limit of 60 s per module request: the runner and its environment share
 * one thread, so a request waits while the thread works on anything else (a section's data, the
 * data check beside the bundle), and at 10,000 pages a language on a loaded machine that wait
 * passed 60 s and failed the build. No HMR: a build's runner. `sourceMaps`: errors' stacks name the
 * source files' lines (Node's source maps, as Vite's default), at a cost for every stack formatted.
 */
export function untimedModuleRunner(environment: DevEnvironment, { sourceMaps = true } = {}): ModuleRunner {
  const transport = createServerModuleRunnerTransport({ channel: environment.hot });
  return new ModuleRunner(
    {
      transport: { ...transport, timeout: 0 },
      createImportMeta: createNodeImportMeta,
      hmr: false,
      sourcemapInterceptor: sourceMaps ? 'node' : false,
    },
    new ESModulesEvaluator(),
  );
}
