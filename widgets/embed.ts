import { autoloadWidgets } from './autoload';
import { registerDevanagariFont } from './core/fonts/register-devanagari';

/**
 * The embed loader, `dist/widgets/index.js`: one script tag on any page,
 *   <script type="module" src="https://<our site>/widgets/index.js"></script>
 * and every `uni-*` tag of widgets/registry.ts works there. A widget's code
 * (and React, and its data schema) downloads only when its tag first appears.
 *
 * Including the loader twice, even from two URLs, is harmless: the first one
 * on the page does the work, later ones stop here.
 *
 * It imports nothing but the tag map and the autoloader, so it stays one small
 * file: the kit's site is handed to widgets/core/asset-url.ts through a global
 * symbol rather than an import (an import would split asset-url into a chunk
 * the loader has to fetch first).
 */
const LOADER = Symbol.for('uni-kit.loader');
/** The same key as `KIT_BASE` in widgets/core/asset-url.ts. */
const KIT_BASE = Symbol.for('uni-kit.base');
const page = globalThis as typeof globalThis & { [LOADER]?: string; [KIT_BASE]?: string };

if (!page[LOADER] && typeof document !== 'undefined') {
  page[LOADER] = import.meta.url;
  // Root-relative images and documents of the kit resolve against the kit's site (the
  // folder above widgets/), not the page's.
  page[KIT_BASE] ??= new URL(/* @vite-ignore */ '../', import.meta.url).href;
  registerDevanagariFont(new URL(/* @vite-ignore */ './fonts/', import.meta.url).href);
  autoloadWidgets(document);
}
