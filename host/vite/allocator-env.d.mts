/** Types for allocator-env.mjs, which the unit tests import. */
export declare const ALLOCATOR_ENV: Readonly<Record<string, string>>;
