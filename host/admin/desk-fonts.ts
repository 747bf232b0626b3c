import devanagariFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

/**
 * Marathi and Hindi as the webmaster types them: Decap's font stack names no Devanagari
 * face, and a computer without one shows empty boxes. The whole Devanagari block (50 KB),
 * not the site's subset: a webmaster writes words the site does not have yet.
 */
const FACE = `@font-face { font-family: "Desk Devanagari"; src: url("${devanagariFont}") format("woff2"); unicode-range: U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF; font-display: swap; }`;

/** The desk's own font rule (Decap's styles set the family on each element, hence !important). */
export const DESK_FONT_CSS = `${FACE}
html body, html body * { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Desk Devanagari", sans-serif !important; }`;

/** The same face for the preview frame, which does not share the page's styles. */
export const PREVIEW_FONT_CSS = `${FACE}\nbody { font-family: system-ui, "Desk Devanagari", sans-serif; }`;

/** Adds the desk's font rule to the page (a `<style>` element: the desk's policy allows inline styles for Decap). */
export function addDeskFonts() {
  const style = document.createElement('style');
  style.textContent = DESK_FONT_CSS;
  document.head.append(style);
}
