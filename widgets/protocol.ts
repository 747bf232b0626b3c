/**
 * Names the page and the kit's runtime share, each defined once: the loader reads them
 * before any widget's code has loaded, so this module holds nothing but constants and
 * costs the loader only their text.
 */

/** The editor-safe form's mark, `<div data-uni-widget="uni-events">` (widgets/editor-markup.ts). */
export const EDITOR_ATTRIBUTE = 'data-uni-widget';
