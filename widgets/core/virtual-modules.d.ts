declare module 'virtual:widget-css' {
  /** The generated UnoCSS stylesheet shared by every widget shadow root: its text (dev server, tests)… */
  export const css: string | undefined;
  /** …or, in a build, the URL of the CSS file holding it. */
  export const href: string | undefined;
}

declare module 'virtual:route-index' {
  /** Every content path with its title, breadcrumb parent and content file, e.g. `data/content/about.ts` (host/build/route-index-plugin.ts). */
  export const routeIndex: ReadonlyArray<{ path: string; title: string; parentTitle: string; source?: string }>;
}
