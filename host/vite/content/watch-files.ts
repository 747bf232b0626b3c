import type { Environment } from 'vite';

/**
 * The environments of a build's own steps (the shared one of import-site-module.ts, each prerender
 * worker's server): they load the content once and are closed, never watched. In a dev
 * environment a file a plugin names with `addWatchFile` while loading a module becomes an import
 * of that module: Vite resolves it and puts it in its module graph, for hot reload. The content's
 * modules name every page, record and PDF file they read: at 10,000 pages a language about 53,000
 * files a build, resolved and added to the graph for nothing (2 s of a republish's CPU).
 */
const REGISTRY = Symbol.for('uni.never-watched');

// On globalThis: every copy of this file in the thread (the build's configuration bundles its own) shares it.
const scope = globalThis as typeof globalThis & { [REGISTRY]?: WeakSet<Environment> };
const neverWatchedEnvironments = (scope[REGISTRY] ??= new WeakSet());

/** Declares that `environment` is a build step's: its plugins watch no file. */
export function neverWatched(environment: Environment): void {
  neverWatchedEnvironments.add(environment);
}

/** What a plugin's hook tells of each file it read: `addWatchFile`, except in an environment never watched. */
export function fileWatcher(context: {
  environment?: Environment;
  addWatchFile: (file: string) => void;
}): (file: string) => void {
  if (context.environment && neverWatchedEnvironments.has(context.environment)) return () => {};
  return (file) => context.addWatchFile(file);
}
