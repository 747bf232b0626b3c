/**
 * Every name the page, the build and the kit's runtime share, each defined once: the
 * pre-paint script (host/pre-paint/), the embed loader (widgets/autoload.ts), the
 * widgets and the prerenderer all import them from here. Read before any widget's code
 * has loaded, so this module holds nothing but constants and costs its importers only
 * the text of those they use.
 */

/** The editor-safe form's mark, `<div data-uni-widget="uni-events">` (widgets/editor-markup.ts). */
export const EDITOR_ATTRIBUTE = 'data-uni-widget';
/** On a prerendered widget's tag: when its code loads (a HydrateOn of widgets/core/definitions.ts). */
export const HYDRATE_ATTRIBUTE = 'data-uni-hydrate';
/** Inside a prerendered widget's shadow root: the element React hydrates, holding the server's props. */
export const MOUNT_ATTRIBUTE = 'data-uni-mount';
/** Inside a widget that hydrates `live`: a part that needs its code once near the viewport (strategies/live.ts). */
export const LIVE_ATTRIBUTE = 'data-uni-live';
/** Fired on a prerendered widget's element once its hydration has committed. */
export const HYDRATED_EVENT = 'uni-hydrated';
/** On a prerendered widget's element: the visitor's input kept until its hydration committed (runtime/kept-input.ts). */
export const KEPT_INPUT_PROPERTY = 'uniKeptInput';

/** The page's scripts, held back in this template until the first paint (host/pre-paint/). */
export const AFTER_PAINT_TEMPLATE_ID = 'uni-after-paint';
/**
 * Fired on the document by the search page's script once the results of `?q=` are painted (or
 * could not be): the page's other scripts and faces wait for it there, not for the first paint.
 */
export const SEARCH_PAINTED_EVENT = 'uni-search-painted';
/** On the `<html>` of the search page while its script paints (from before the page's load event until that event). */
export const SEARCH_PAINTING_ATTRIBUTE = 'data-uni-search-painting';
/** The search page's step in the head (host/pre-paint/search-chunks.ts), in this template of every page until the prerender writes it out on the search page alone. */
export const SEARCH_STEP_TEMPLATE_ID = 'uni-search-step';
/** On the `<html>` of a page written in Devanagari (Marathi, Hindi): its text is drawn in the site's Devanagari face from the first paint. */
export const DEVANAGARI_PAGE_ATTRIBUTE = 'data-uni-devanagari';

/** The text sizes the access bar offers, as percentages of the default. */
export const TEXT_SIZE_STEPS = [87.5, 100, 112.5, 125, 137.5, 150] as const;
export const DEFAULT_TEXT_SIZE = 100;
/** Set on the document root to the text size as a factor (1.125 for 112.5 %); widgets/core/kit-rem.ts reads it. */
export const TEXT_SCALE_PROPERTY = '--uni-text-scale';
/**
 * Until the first paint, the pre-paint script sets these on the document root and the widget
 * CSS reads them first: a mask that hides the icons (host/vite/assets/icon-sprite.ts) and the faces
 * that stand in for the Devanagari ones not yet downloaded (uno.config.ts).
 */
export const ICON_SPRITE_PROPERTY = '--uni-icon-sprite';
export const TEXT_FONT_PROPERTY = '--uni-text-font';
export const CHROME_FONT_PROPERTY = '--uni-chrome-font';
/**
 * Where the visitor's choices are stored (localStorage): text size and scheme, applied again
 * before the next first paint; language (host/offered-language.ts).
 */
export const TEXT_SIZE_KEY = 'uni-text-size';
export const CONTRAST_KEY = 'uni-contrast';
export const LANGUAGE_KEY = 'uni-language';
/**
 * Fired on window when the visitor picks a language (`detail.language`). The host
 * site cancels it and goes to the same page in that language (widgets/runtime/language-choice.ts);
 * on any other page (an embedding CMS) the selector sets the page's `lang`, which the widgets follow.
 */
export const LANGUAGE_EVENT = 'uni-languagechange';

/** The message a frame page posts to its parent, `{ type, height }` (widgets/frame.ts, widgets/frame-resizer.ts). */
export const FRAME_HEIGHT_MESSAGE = 'uni-frame:height';
