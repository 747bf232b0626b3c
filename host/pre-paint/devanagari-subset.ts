import { DEVANAGARI_PAGE_ATTRIBUTE } from '../../widgets/runtime/protocol.ts';

/**
 * The system faces the site's regular Devanagari face names before its subset, in its order: the site's
 * stylesheet is made from this list (host/vite/assets/devanagari-faces.ts).
 */
export const SYSTEM_DEVANAGARI_FACES =
  "local('Noto Sans Devanagari'),local('NotoSansDevanagari-Regular'),local('Kohinoor Devanagari')," +
  "local('KohinoorDevanagari-Regular'),local('Nirmala UI'),local('NirmalaUI'),local('Mangal')";

/**
 * On a Marathi or Hindi page, a system without a Devanagari face of its own (a bare Linux) can draw
 * its text only with the site's subset, which the stylesheet names: read there, it starts once the
 * stylesheet has arrived and been applied, and arrives after the first paint, which laid the
 * invisible text out wider than the subset draws it, so the text below moved up as it came.
 * Asked for here, with the page's HTML, it starts a round trip sooner, and on a fast connection is
 * there by the first paint. A system that has a face (every phone) downloads nothing: the probe
 * looks for the faces the stylesheet would use. The page's `<html>` names the subset's file.
 */
export function preloadDevanagariSubset(): void {
  const file = document.documentElement.getAttribute(DEVANAGARI_PAGE_ATTRIBUTE);
  if (!file || !window.FontFace) return;
  new FontFace('Uni Devanagari Probe', SYSTEM_DEVANAGARI_FACES).load().then(
    () => undefined,
    () => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'font';
      link.type = 'font/woff2';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    },
  );
}
