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
