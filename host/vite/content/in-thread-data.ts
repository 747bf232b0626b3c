import type { Environment } from 'vite';

/**
 * The content's virtual modules (sections, records, listings) handed to the module runners that
 * evaluate them in this very thread (the build steps' shared environment, each prerender worker's
 * server) as references, not as code. As code, every module's data lived three times: the
 * transformed code in the server's module graph, the same source kept by V8 for the function the
 * runner compiled from it (in two bytes a character, the content being Devanagari), and the
 * objects it evaluated to. At 10,000 pages a language that was over 4 GB of strings, and the build
 * ran out of memory in its data check. A browser, the bundle and Vitest's workers (another thread
 * or process than the plugin's) still get the data as code: only an environment declared with
 * `evaluatesInThisThread` gets references.
 */
const REGISTRY = Symbol.for('uni.in-thread-data');

interface Registry {
  /** The environments declared, each with the number its modules' code names it by. */
  environments: WeakMap<Environment, number>;
  /** By environment's number, the data of each module id made for it. */
  values: Map<number, Map<string, unknown>>;
  next: number;
  /** What a module's code calls for its data. */
  value: (environment: number, id: string) => unknown;
}

// On globalThis: the modules' code finds it there, and every copy of this file in the thread (the
// build's configuration bundles its own) shares it.
const scope = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
const registry: Registry = (scope[REGISTRY] ??= {
  environments: new WeakMap(),
  values: new Map(),
  next: 0,
  value(environment, id) {
    const values = this.values.get(environment);
    if (!values?.has(id)) throw new Error(`${id}: its data was let go before the module ran again`);
    return values.get(id);
  },
});

/** Declares that `environment`'s modules are evaluated in this thread: its content modules hold references. */
export function evaluatesInThisThread(environment: Environment): void {
  if (registry.environments.has(environment)) return;
  registry.environments.set(environment, registry.next);
  registry.values.set(registry.next, new Map());
  registry.next += 1;
}

/**
 * A JavaScript expression for `value` in the module `id` of `environment`: a reference where the
 * environment was declared, the value written out as JSON otherwise.
 */
export function dataExpression(environment: Environment | undefined, id: string, value: unknown): string {
  const number = environment && registry.environments.get(environment);
  if (number === undefined) return JSON.stringify(value);
  registry.values.get(number)!.set(id, value);
  return `globalThis[Symbol.for(${JSON.stringify(REGISTRY.description)})].value(${number}, ${JSON.stringify(id)})`;
}

/** A module whose default export is `value` (see `dataExpression`). */
export const dataModule = (environment: Environment | undefined, id: string, value: unknown) =>
  `export default ${dataExpression(environment, id, value)};\n`;

/** Lets go of the data of the modules of `environment` whose id passes `which` (all when not given). */
export function forgetInThreadData(environment: Environment, which: (id: string) => boolean = () => true): void {
  const number = registry.environments.get(environment);
  const values = number === undefined ? undefined : registry.values.get(number);
  if (!values) return;
  for (const id of values.keys()) if (which(id)) values.delete(id);
}
