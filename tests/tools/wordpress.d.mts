/** Types for wordpress.mjs, which the TypeScript tests import. */
export declare function findWordPress(): string;
export declare function findMariaDb(): { server: string; installDb: string; client: string };
export declare function findApachePhpModule(): string;
export declare function findTheme(slug: string): string;
