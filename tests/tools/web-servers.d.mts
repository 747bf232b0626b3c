/** Types for web-servers.mjs, which the TypeScript tests import. */
export declare function findNginx(): string;
export declare function findApache(): string;
export declare function findCaddy(): string;
export declare const APACHE_MODULES: string;
