declare module 'virtual:widget-css' {
  /** The generated UnoCSS stylesheet shared by every widget shadow root. */
  const css: string;
  export default css;
}

declare module 'virtual:route-index' {
  /** Every content path with its title and breadcrumb parent (host/build/route-index-plugin.ts). */
  export const routeIndex: ReadonlyArray<{ path: string; title: string; parentTitle: string }>;
}
