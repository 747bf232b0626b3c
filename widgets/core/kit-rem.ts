import { TEXT_SCALE_PROPERTY } from '../runtime/protocol';

/**
 * Widgets are sized from a base the kit controls, never from the host page's root
 * font size (Bootstrap 3 sets `html { font-size: 10px }`, which would shrink every
 * rem-sized widget to 62.5 %). Every `rem` of the widget stylesheet becomes a
 * multiple of `--uni-rem`, which each widget's `:host` defines as 16 px times
 * `--uni-text-scale`. That scale is the one thing the text-size control
 * (widgets/access-bar/text-size.ts) sets, on the document root; custom properties
 * inherit into shadow roots, so one property scales every widget, and the host
 * site's own stylesheet scales its light DOM from the same property.
 */
export const KIT_REM_PROPERTY = '--uni-rem';
/** The size of 1 rem inside a widget before scaling: the browsers' usual default. */
export const KIT_REM_PX = 16;

/** The `:host` declaration that defines the kit's rem. */
export const KIT_REM_DECLARATION = `${KIT_REM_PROPERTY}:calc(${KIT_REM_PX}px * var(${TEXT_SCALE_PROPERTY},1))`;

/** A number followed by `rem`, not part of a longer word (`remove`) or a custom property name. */
const REM_LENGTH = /(?<![\w.-])(-?(?:\d+\.?\d*|\.\d+))rem\b/g;

/** Rewrites every rem length in a CSS value as a multiple of the kit's rem. */
export function toKitRem(value: string): string {
  return value.replace(REM_LENGTH, (_, amount: string) => `calc(${Number(amount)} * var(${KIT_REM_PROPERTY}))`);
}
