/** Types for w3m.mjs, which the TypeScript tests import. */
export declare function findW3m(): string;
