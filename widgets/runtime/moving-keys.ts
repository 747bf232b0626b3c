/*
 * Keys a widget uses to move between its parts (the menu's arrows, Home, End, Escape). Pressed on
 * a link or button before the widget's code runs, the browser does nothing with them (a scroll at
 * most), so the pre-paint script and the loader keep every key pressed (early-input.ts: they
 * stay small), and the widget's runtime presses these again once it has hydrated (kept-input.ts):
 * a keyboard visitor's first ArrowRight in the menu is not lost while it hydrates. With a
 * modifier they are the browser's shortcuts (Alt+ArrowLeft goes back), and in a field its own
 * (the caret, a select's option): neither is pressed again.
 */

const MOVING_KEY = /^(Arrow(Up|Down|Left|Right)|Home|End|Escape)$/;

/** What a key pressed in is the browser's own. */
const FIELDS = 'input, select, textarea';

/**
 * Presses `pressed`'s key again, if it is a moving key, on what has focus now in `scope` (an
 * island's shadow root, or its element when it has none), so each key moves on from where the one
 * before it left focus; nothing if focus has left `scope` (the visitor went elsewhere meanwhile)
 * or is in a field.
 */
export function pressAgain(scope: ShadowRoot | Element, pressed: KeyboardEvent): void {
  const { key, altKey, ctrlKey, metaKey, shiftKey } = pressed;
  if (!MOVING_KEY.test(key) || altKey || ctrlKey || metaKey || shiftKey) return;
  let focused =
    scope instanceof Element
      ? scope.contains(document.activeElement)
        ? document.activeElement
        : null
      : scope.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  if (!focused || focused.matches(FIELDS)) return;
  focused.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
}
