// Every `virtual:` module the Vite plugins of host/vite/ serve, and the YAML files they load as
// modules, declared once for the code that imports them (widgets/, data/, host/, tests/).

declare module 'virtual:custom-elements-manifest' {
  /** The kit's Custom Elements Manifest, generated from the widgets' code (host/vite/manifest/manifest-module-plugin.ts). */
  export type CustomElementsManifest = import('./manifest/custom-elements-manifest').CustomElementsManifest;
  export type ManifestDeclaration = import('./manifest/custom-elements-manifest').ManifestDeclaration;
  export type ManifestAttribute = import('./manifest/custom-elements-manifest').ManifestAttribute;
  const manifest: CustomElementsManifest;
  export default manifest;
}

declare module 'virtual:widget-css' {
  /** The generated UnoCSS stylesheet shared by every widget shadow root: its text (dev server, tests)… */
  export const css: string | undefined;
  /** …or, in a build, the URL of the CSS file holding it. */
  export const href: string | undefined;
}

declare module 'virtual:route-index' {
  /** Every content path with its title, breadcrumb parent and content section, e.g. `about` (host/vite/modules/route-index-plugin.ts). */
  export const routeIndex: ReadonlyArray<import('../../data/content-index').ContentIndexEntry>;
}

declare module 'virtual:site-map-index' {
  /** The paths and titles the site map page shows (host/vite/modules/route-index-plugin.ts). */
  export const siteMapIndex: ReadonlyArray<{ path: string; title: string }>;
}

declare module 'virtual:doc-sizes' {
  /** Bytes of every PDF under public/docs, by site path (host/vite/modules/doc-sizes-plugin.ts); build code only. */
  export const docSizes: Readonly<Record<string, number>>;
}

declare module 'virtual:widget-registry' {
  /** Every widget folder's tag and the lazy import of its element.ts (host/vite/modules/widget-registry-plugin.ts). */
  export const widgetLoaders: Readonly<Record<string, () => Promise<unknown>>>;
}

declare module 'virtual:records/*' {
  /** Every record of a kind, checked, in one language and English (host/vite/content/records-plugin.ts); data/records/queries.ts types them. */
  const records: unknown[];
  export default records;
}

declare module 'virtual:build-date' {
  /** The day the site is built, YYYY-MM-DD in India (host/vite/content/records-plugin.ts): notices expire by it. */
  export const buildDate: string;
}

declare module 'virtual:pages/*' {
  /** A section's content pages in one language, English where a page is not translated (host/vite/content/pages-plugin.ts). */
  const entries: Array<import('../../data/pages/expand-page').PageEntry>;
  export default entries;
}

declare module 'virtual:site-pages?lang=*' {
  /** Every section's content pages in one language (host/vite/content/pages-plugin.ts). */
  const sections: Array<{ section: string; entries: Array<import('../../data/pages/expand-page').PageEntry> }>;
  export default sections;
}

declare module 'virtual:static-pages/*' {
  /** The site's own pages of a group in one language, checked (host/vite/content/static-pages-plugin.ts). */
  const pages: Array<import('../../data/schema/page').StaticPage>;
  export default pages;
}

declare module 'virtual:listing-pages' {
  /** The rows of a listing's later page (`/student/circulars/page/2`) in a language, on the server (host/vite/content/listing-pages-plugin.ts). */
  export function loadListingPage(
    section: string,
    lang: import('../../data/i18n/languages').LanguageCode,
    path: string,
  ): Promise<Array<import('../../data/schema/layouts').TableRow>>;
}

declare module 'virtual:site-listing-pages?lang=*' {
  /** Every listing's later pages in one language (host/vite/content/listing-pages-plugin.ts). */
  const pages: Array<import('../../data/pages/listing-split').ListingPage>;
  export default pages;
}

declare module 'virtual:page-loaders' {
  /** Each section's pages by language, loaded on demand by the build (host/vite/content/pages-plugin.ts, host/vite/prerender/section-page-data.ts). */
  export const pageLoaders: Readonly<
    Record<
      string,
      Record<
        import('../../data/i18n/languages').LanguageCode,
        () => Promise<Array<import('../../data/pages/expand-page').PageEntry>>
      >
    >
  >;
}

declare module '*/affiliations.yaml' {
  /** A home widget's sample, checked (host/vite/content/home-samples-plugin.ts). */
  const sample: import('../../data/schema/home').AffiliatedLogo[];
  export default sample;
}

declare module '*/hero.yaml' {
  /** A home widget's sample, checked (host/vite/content/home-samples-plugin.ts). */
  const sample: import('../../data/schema/home').Hero;
  export default sample;
}

declare module '*/leaders.yaml' {
  /** A home widget's sample, checked (host/vite/content/home-samples-plugin.ts). */
  const sample: import('../../data/schema/home').Leader[];
  export default sample;
}

declare module '*/portal.yaml' {
  /** A home widget's sample, checked (host/vite/content/home-samples-plugin.ts). */
  const sample: import('../../data/schema/home').PortalTile[];
  export default sample;
}

declare module '*/quick-links.yaml' {
  /** A home widget's sample, checked (host/vite/content/home-samples-plugin.ts). */
  const sample: import('../../data/schema/site').QuickLink[];
  export default sample;
}

declare module '*/recognitions.yaml' {
  /** A home widget's sample, checked (host/vite/content/home-samples-plugin.ts). */
  const sample: import('../../data/schema/home').Recognition[];
  export default sample;
}

declare module '*/statistics.yaml' {
  /** A home widget's sample, checked (host/vite/content/home-samples-plugin.ts). */
  const sample: import('../../data/schema/home').Statistics;
  export default sample;
}

declare module '*/videos.yaml' {
  /** A home widget's sample, checked (host/vite/content/home-samples-plugin.ts). */
  const sample: import('../../data/schema/home').FeaturedVideo;
  export default sample;
}

declare module '*/identity.yaml' {
  /** The university's identity, checked (host/vite/content/site-files-plugin.ts). */
  const identity: import('../../data/schema/site').SiteIdentity;
  export default identity;
}

declare module '*/menu.yaml' {
  /** The main menu, checked (host/vite/content/site-files-plugin.ts). */
  const menu: import('../../data/schema/menu').MenuItem[];
  export default menu;
}

declare module '*/footer.yaml' {
  /** The footer's links in one language, checked (host/vite/content/site-files-plugin.ts). */
  const footer: import('../../data/schema/site').Footer;
  export default footer;
  export const quickLinks: import('../../data/schema/site').QuickLink[];
  export const policyLinks: import('../../data/schema/site').QuickLink[];
}

declare module '*/login.yaml' {
  /** The sign-in form, checked (host/vite/content/site-files-plugin.ts). */
  const form: import('../../data/schema/layouts').LoginForm;
  export default form;
}

declare module '*/generated-pages.yaml' {
  /** The titles of the pages built from other data, checked (host/vite/content/site-files-plugin.ts). */
  const pages: import('../../data/schema/site').GeneratedPage[];
  export default pages;
}

declare module '*/record-pages.yaml' {
  /** The words of What's new and the archive in every language, checked (host/vite/content/site-files-plugin.ts). */
  const words: import('../../data/schema/page').RecordPagesWords;
  export default words;
}

/** True in the embed kit's build (host/vite/kit/embed-kit-plugin.ts), which ships no hydration; undefined elsewhere. */
interface ImportMetaEnv {
  readonly UNI_EMBED_KIT?: boolean;
}
