/** Types for php.mjs, which the TypeScript tests import. */
export declare function findPhp(): string;
