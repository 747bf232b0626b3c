import { HYDRATE_ATTRIBUTE, MOUNT_ATTRIBUTE } from '../../../widgets/runtime/protocol.ts';

/**
 * The one widget stylesheet serves two places: each shadow root of an embedded widget, and,
 * linked once in the head, the host's own prerendered pages, whose widgets are in the light
 * DOM (docs/developers/decisions.md, "Pages without shadow DOM"). The reset (a third-party
 * file written for a whole document) is made to fit both:
 * - each rule reaches only inside a widget's mount point, with no weight of its own
 *   (`:where()`), so a utility class still wins as it did, and the host page's own markup
 *   around the widgets is never reset;
 * - `html` and `body` are the host page's, and are left to it;
 * - `:host` also names the host element of a prerendered light-DOM widget (its island mark).
 */
export const LIGHT_HOST = `[${HYDRATE_ATTRIBUTE}]`;
const INSIDE_WIDGET = `:where([${MOUNT_ATTRIBUTE}])`;

function scopedSelector(selector: string): string[] {
  if (selector === 'html' || selector === 'body') return [];
  if (selector === ':host') return [selector, LIGHT_HOST];
  return [`${INSIDE_WIDGET} ${selector}`];
}

/** The reset's rules scoped to the widgets; the file holds plain rules only (an at-rule is an error). */
export function scopeResetToWidgets(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('}')
    .filter((rule) => rule.trim())
    .map((rule) => {
      const [selectors, body] = rule.split('{');
      if (body === undefined || selectors!.includes('@'))
        throw new Error(`The widget reset: a rule this transform cannot scope: ${rule.trim().slice(0, 80)}`);
      const scoped = selectors!
        .split(',')
        .map((selector) => selector.trim())
        .flatMap(scopedSelector);
      return scoped.length ? `${scoped.join(',')}{${body.replace(/\s+/g, ' ').trim()}}` : '';
    })
    .join('');
}
