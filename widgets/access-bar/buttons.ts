/**
 * How the access bar marks its text-size and contrast buttons. The pre-paint script
 * (host/pre-paint/stored-choices.ts) finds them by these marks in the prerendered shadow root,
 * to say the stored choices before the access bar's code loads.
 */
export type TextSizeButton = 'larger' | 'reset' | 'smaller';

const TEXT_SIZE_MARK = 'data-text-size';
const CONTRAST_MARK = 'data-contrast-toggle';

/** The attribute that marks the text-size button doing `change`. */
export const textSizeMark = (change: TextSizeButton) => ({ [TEXT_SIZE_MARK]: change });
/** The attribute that marks the contrast toggle. */
export const contrastMark = { [CONTRAST_MARK]: '' };

/** The selectors of those buttons (constants, so the pre-paint script's build writes them as plain strings). */
export const LARGER_TEXT_SELECTOR = `[${TEXT_SIZE_MARK}="larger"]`;
export const NORMAL_TEXT_SELECTOR = `[${TEXT_SIZE_MARK}="reset"]`;
export const SMALLER_TEXT_SELECTOR = `[${TEXT_SIZE_MARK}="smaller"]`;
export const CONTRAST_SELECTOR = `[${CONTRAST_MARK}]`;
