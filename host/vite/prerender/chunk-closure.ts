import type { Rolldown } from 'vite';

/**
 * The file names of the bundle's chunks that `isRoot` picks and of every chunk they
 * import, each once: what a page must download to run those chunks.
 */
export function chunkClosure(
  bundle: Rolldown.OutputBundle,
  isRoot: (chunk: Rolldown.OutputChunk) => boolean,
): Rolldown.OutputChunk[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = new Map<string, Rolldown.OutputChunk>();
  const add = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || closure.has(chunk.fileName)) return;
    closure.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) add(byName.get(imported));
  };
  for (const chunk of chunks) if (isRoot(chunk)) add(chunk);
  return [...closure.values()];
}
