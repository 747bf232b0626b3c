/**
 * Images, documents and data the kit ships live at root-relative paths
 * (`/images/logo.svg`). On our own site they resolve against the page. On a CMS
 * page of another origin they must resolve against the kit's own site: the
 * embed loader records that site (the folder above `/widgets/index.js`) here
 * before any widget loads, and `assetUrl` resolves against it.
 *
 * Use it for the kit's own files only (bundled sample data, site identity), not
 * for paths inside an embedder's JSON, which belong to the embedder's site.
 * Data-driven widgets get it for their sample data automatically (define-widget);
 * a widget that shows a file from data/ directly (the header's logo) calls `assetUrl`.
 * Server-render safe: without a recorded base, paths come back unchanged.
 */
import { isFilePath, isRootRelative } from '../../data/paths';
const KIT_BASE = Symbol.for('uni-kit.base');

type WithKitBase = typeof globalThis & { [KIT_BASE]?: string };

/** Called by the embed loader with its own `import.meta.url`; the first kit on a page wins. */
export function setKitBase(loaderUrl: string): void {
  const global = globalThis as WithKitBase;
  global[KIT_BASE] ??= new URL('../', loaderUrl).href;
}

/** The kit's site root (ending in `/`) when loaded by the embed loader, else undefined. */
export function kitBase(): string | undefined {
  return (globalThis as WithKitBase)[KIT_BASE];
}

/** `/images/x.svg` -> `https://kit.example/images/x.svg` when embedded; unchanged otherwise (and for full or relative URLs). */
export function assetUrl(path: string): string {
  const base = kitBase();
  if (!base || !path.startsWith('/') || path.startsWith('//')) return path;
  return new URL(path.slice(1), base).href;
}

/**
 * The university's data files that the manifest's `src` descriptions name by path: each
 * language's feeds (`/feeds/events.json`, `/mr/feeds/news.json`) and the departments' files
 * (`/departments/physics/events.json`), the data folders of CROSS_ORIGIN_FOLDERS
 * (host/vite/servers/site-rules.ts, which serves them to other origins). Pasted on a department's
 * site, such a `src` means the university's file, so it resolves against the kit's site; any
 * other relative `src` is the page's own file.
 */
const KIT_DATA = /^(\/(mr|hi))?\/(feeds|departments)\//;

/** The URL a widget fetches its `src` from: the kit's own data files on the kit's site (see KIT_DATA). */
export const dataUrl = (src: string) => (KIT_DATA.test(src) ? assetUrl(src) : src);

/** A root-relative path to a file (`/images/a.svg`, `/docs/b.pdf`), not a page (`/about`). */
export const isKitFilePath = (value: string) => isRootRelative(value) && isFilePath(value);

/**
 * What the runtime rewrites in an embedded widget's sample: files anywhere, and page
 * links under `link` or `href` (a quick link to `/quick-links` means the university's
 * page, not the CMS's). `path` values are left alone: widgets compare them with the
 * current location (menu highlight, route lookup).
 */
export const isKitUrl = (value: string, key: string) =>
  isKitFilePath(value) || ((key === 'link' || key === 'href') && isRootRelative(value));

/**
 * The same value with every string that is a root-relative file path or page
 * link (see `isKitUrl`; at any depth) passed through `assetUrl`. The widget runtime applies it to each
 * data-driven widget's bundled sample when the kit is embedded, so sample
 * images and documents load from the kit's site. Returns the value itself when
 * not embedded (our own site, server rendering).
 */
export function withAssetUrls<T>(value: T, isAsset: (value: string, key: string) => boolean = isKitUrl): T {
  if (!kitBase()) return value;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([key, child]) => [
          key,
          typeof child === 'string' ? (isAsset(child, key) ? assetUrl(child) : child) : walk(child),
        ]),
      );
    }
    return node;
  };
  return walk(value) as T;
}
