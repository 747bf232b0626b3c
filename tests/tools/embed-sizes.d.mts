/** The kit's folder, dist/widgets. */
export declare const KIT: string;
/** The loader's budget: 4 KB gzip. */
export declare const LOADER_BUDGET: number;
/** Every script of the kit with its raw and gzip size, the loader first. */
export declare function embedSizes(kit?: string): Array<{ file: string; kind: string; raw: number; gzip: number }>;
