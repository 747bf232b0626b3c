/** Types for nginx.mjs, which the TypeScript tests import. */
export declare function findNginx(): string;
