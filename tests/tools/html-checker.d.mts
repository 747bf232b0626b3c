/** Types for html-checker.mjs, which the TypeScript tests import. */
export declare const VNU_JAR: string;
export declare function findJava(): string;
