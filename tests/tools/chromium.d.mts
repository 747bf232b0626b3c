/** Types for chromium.mjs, which the TypeScript tests import. */
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string;
export declare function findHeadlessShell(): string;
