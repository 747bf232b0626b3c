import widgetCss from 'virtual:widget-css';

/**
 * One constructable stylesheet per page, shared by every widget's shadow root,
 * so twenty widgets cost one parse of the CSS, not twenty.
 */
let sharedSheet: CSSStyleSheet | undefined;

export function widgetStyleSheet(): CSSStyleSheet {
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    sharedSheet.replaceSync(widgetCss);
  }
  return sharedSheet;
}

/**
 * Gives a shadow root the shared sheet, unless the build prerendered it with a
 * link to the same CSS file: swapping that for the sheet would make the browser
 * restyle the whole widget for nothing (and parse the CSS a second time).
 */
export function adoptWidgetStyles(root: ShadowRoot): void {
  if (Array.from(root.children).some((child) => child.localName === 'link')) return;
  const sheet = widgetStyleSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
