declare module 'virtual:widget-css' {
  /** The generated UnoCSS stylesheet shared by every widget shadow root. */
  const css: string;
  export default css;
}

declare module 'virtual:route-index' {
  /** Every content path with its title, breadcrumb parent and content file, e.g. `data/content/about.ts` (host/build/route-index-plugin.ts). */
  export const routeIndex: ReadonlyArray<{
    path: string;
    title: string;
    parentTitle: string;
    lastUpdated?: string;
    source?: string;
  }>;
}

declare module 'virtual:doc-sizes' {
  /** Bytes of every PDF under public/docs, by site path (host/build/doc-sizes-plugin.ts). */
  export const docSizes: Readonly<Record<string, number>>;
}
