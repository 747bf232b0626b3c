import { parseAst, type Plugin } from 'vite';

/**
 * The virtual modules the render bundle (render-bundle.ts) does not hold: the content (sections,
 * records, listings), the site's own pages and everything the build hands the prerender (the route
 * index, the manifest, the PDFs' sizes, the stylesheet's address). The bundle is kept for as long as
 * the code is unchanged, so it holds code only; each worker serves these from its own Vite server
 * (prerender-pages.ts), which forgets a section once its pages are written. The widgets' registry is
 * code (it loads the widgets): the bundle holds it.
 */
export const servedAtRunTime = (id: string) => id.startsWith('virtual:') && id !== 'virtual:widget-registry';

/** Where the bundle's code finds the function that serves them (`serveRunTimeModules`). */
const SERVER_KEY = 'uni.prerender.run-time-modules';
const server = `globalThis[Symbol.for(${JSON.stringify(SERVER_KEY)})]`;

type ModuleServer = (id: string) => Promise<Record<string, unknown>>;

/** Serves the render bundle's run-time modules in this thread: `load` gives a virtual module's exports by its id. */
export function serveRunTimeModules(load: ModuleServer): void {
  (globalThis as Record<symbol, ModuleServer>)[Symbol.for(SERVER_KEY)] = load;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const nameOf = (node: { name?: string; value?: string }) => node.name ?? node.value!;
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** The nodes of `node`'s tree for which `found` holds, outermost first, not looking inside them. */
function collect(node: unknown, found: (node: Node) => boolean, into: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const each of node) collect(each, found, into);
  else if (node && typeof node === 'object') {
    if (typeof (node as Node).type === 'string' && found(node as Node)) into.push(node as Node);
    else for (const value of Object.values(node)) if (value && typeof value === 'object') collect(value, found, into);
  }
  return into;
}

const runTimeSource = (node: Node) => {
  const source = node.source as { type: string; value?: unknown } | null | undefined;
  return source?.type === 'Literal' && typeof source.value === 'string' && servedAtRunTime(source.value)
    ? source.value
    : undefined;
};

/**
 * `code` (a JavaScript module) with its imports of run-time modules made calls to the function
 * `serveRunTimeModules` gave, or undefined when it has none. A static import becomes a top-level
 * `await` where it stood (such a module's evaluation has no side effect on the code: it only gives
 * data), a dynamic one a call; `export * from` one cannot be written so (its names are not known
 * until it runs) and throws.
 */
export function runTimeImports(code: string, file: string): string | undefined {
  if (!code.includes('virtual:')) return undefined;
  const nodes = collect(
    parseAst(code, { lang: 'js' }, file).body,
    (node) =>
      ((node.type === 'ImportDeclaration' ||
        node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ImportExpression') &&
        runTimeSource(node) !== undefined) ||
      false,
  );
  if (!nodes.length) return undefined;
  let rewritten = '';
  let at = 0;
  nodes.forEach((node, index) => {
    const id = JSON.stringify(runTimeSource(node));
    const load = `${server}(${id})`;
    const specifiers = (node.specifiers ?? []) as Array<{
      type: string;
      local: { name?: string; value?: string };
      imported?: { name?: string; value?: string };
      exported?: { name?: string; value?: string };
    }>;
    let replacement: string;
    if (node.type === 'ImportExpression') replacement = load;
    else if (node.type === 'ExportAllDeclaration')
      throw new Error(
        `${file}: \`export * from ${id}\`: the render bundle serves that module at run time, its names unknown`,
      );
    else if (node.type === 'ExportNamedDeclaration') {
      const locals = specifiers.map((_, each) => `__runTime${index}_${each}`);
      replacement =
        `const { ${specifiers.map((specifier, each) => `${key(nameOf(specifier.local))}: ${locals[each]}`).join(', ')} } = await ${load};\n` +
        `export { ${specifiers.map((specifier, each) => `${locals[each]} as ${key(nameOf(specifier.exported!))}`).join(', ')} };`;
    } else {
      const namespace = specifiers.find((specifier) => specifier.type === 'ImportNamespaceSpecifier');
      const named = specifiers.filter((specifier) => specifier.type !== 'ImportNamespaceSpecifier');
      const bindings = named.map(
        (specifier) =>
          `${specifier.type === 'ImportDefaultSpecifier' ? 'default' : key(nameOf(specifier.imported!))}: ${specifier.local.name}`,
      );
      replacement = namespace
        ? `const ${namespace.local.name} = await ${load};` +
          (bindings.length ? ` const { ${bindings.join(', ')} } = ${namespace.local.name};` : '')
        : bindings.length
          ? `const { ${bindings.join(', ')} } = await ${load};`
          : `await ${load};`;
    }
    rewritten += code.slice(at, node.start) + replacement;
    at = node.end;
  });
  return rewritten + code.slice(at);
}

/**
 * The render bundle's plugin: its modules' imports of run-time modules made calls
 * (`runTimeImports`), after the TypeScript is stripped; any such module that would still be
 * resolved fails the bundle's build, so the content is never held in it.
 */
export function runTimeModulesPlugin(): Plugin {
  return {
    name: 'uni-run-time-modules',
    resolveId: {
      order: 'pre',
      handler(id, importer) {
        if (servedAtRunTime(id))
          this.error(
            `${importer ?? 'the render bundle'} imports ${id} in a way the render bundle cannot serve at run time`,
          );
      },
    },
    transform: {
      order: 'post',
      handler(code, id) {
        const rewritten = runTimeImports(code, id);
        return rewritten === undefined ? undefined : { code: rewritten, map: null };
      },
    },
  };
}
