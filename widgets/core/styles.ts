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

export function adoptWidgetStyles(root: ShadowRoot): void {
  const sheet = widgetStyleSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}

export { widgetCss };
