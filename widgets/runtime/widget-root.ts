/**
 * Where a widget's content is: its shadow root (an embedded widget, or one created in the
 * browser), or the element itself (prerendered in the light DOM on the host's own pages,
 * widgets/core/prerender-markup.ts).
 */
export const widgetRoot = (element: Element): Element | ShadowRoot => element.shadowRoot ?? element;
