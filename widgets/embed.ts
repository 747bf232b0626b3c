import { autoloadWidgets } from './autoload';
import { setKitBase } from './core/asset-url';

/**
 * The embed loader, `dist/widgets/index.js`: one script tag on any page,
 *   <script type="module" src="https://<our site>/widgets/index.js"></script>
 * and every `uni-*` tag of widgets/registry.ts works there. A widget's code
 * (and React, and its data schema) downloads only when its tag first appears.
 *
 * Including the loader twice, even from two URLs, is harmless: the first one
 * on the page does the work, later ones stop here.
 */
const LOADER = Symbol.for('uni-kit.loader');
const page = globalThis as typeof globalThis & { [LOADER]?: string };

if (!page[LOADER] && typeof document !== 'undefined') {
  page[LOADER] = import.meta.url;
  // Root-relative images and data of the kit resolve against the kit's site, not the page's.
  setKitBase(import.meta.url);
  autoloadWidgets(document);
}
