/**
 * The Devanagari face for pages that embed the kit (the host site links
 * the faces of host/vite/assets/devanagari-faces.ts instead). `swap` here, not the site's `block`: a page that embeds the
 * kit has painted its own text before the kit loads. (No fallback-metrics face either: the
 * loader must stay under 2 KB; the site's faces have one.) Fonts do not load from inside shadow roots, so the
 * face is added to the page's FontFaceSet: no stylesheet, no rule on the page,
 * and, with the unicode-range, nothing downloads unless Devanagari text shows.
 */
const FAMILY = 'Noto Sans Devanagari';
/** Devanagari, its extensions, the joiners and the rupee sign: the site's faces cover the same (host/vite/assets/devanagari-faces.ts). */
export const DEVANAGARI_UNICODE_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/** The font files the kit build writes into `dist/widgets/fonts/` (the site's subset of Fontsource's files: fontsourceFile, host/vite/assets/devanagari-subset.ts), by weight. */
export const DEVANAGARI_FONT_FILES = [
  {
    weight: '400',
    local: 'NotoSansDevanagari-Regular',
    file: 'noto-sans-devanagari-400.woff2',
  },
  {
    weight: '600',
    local: 'NotoSansDevanagari-SemiBold',
    file: 'noto-sans-devanagari-600.woff2',
  },
] as const;

/** Adds the faces once per page; `fontFolder` is the URL of the kit's fonts folder (ending in `/`). */
export function registerDevanagariFont(fontFolder: string, fonts: FontFaceSet = document.fonts): void {
  if (typeof FontFace === 'undefined' || Array.from(fonts).some((face) => face.family.replace(/["']/g, '') === FAMILY))
    return;
  for (const { weight, local, file } of DEVANAGARI_FONT_FILES) {
    const source = `local("${FAMILY}"), local("${local}"), url("${new URL(file, fontFolder).href}") format("woff2")`;
    fonts.add(new FontFace(FAMILY, source, { weight, display: 'swap', unicodeRange: DEVANAGARI_UNICODE_RANGE }));
  }
}
