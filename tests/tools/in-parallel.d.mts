/** Types for in-parallel.mjs, which the TypeScript tests import. */
export declare function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]>;
