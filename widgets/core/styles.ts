import { css, href } from 'virtual:widget-css';

/**
 * One constructable stylesheet per page, shared by every widget's shadow root,
 * so twenty widgets cost one parse of the CSS, not twenty. In a build its text
 * comes from the same CSS file the prerendered pages link (fetched once, from the
 * HTTP cache on our own pages), so the CSS is never shipped a second time inside
 * the JavaScript.
 */
let sharedSheet: CSSStyleSheet | undefined;
let loaded: Promise<void> | undefined;
let ready = css !== undefined;

export function widgetStyleSheet(): CSSStyleSheet {
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    if (css !== undefined) sharedSheet.replaceSync(css);
    else void loadWidgetStyles();
  }
  return sharedSheet;
}

/** Resolves once the shared sheet holds the widget CSS (at once where the text is bundled). */
export function loadWidgetStyles(): Promise<void> {
  const sheet = widgetStyleSheet();
  loaded ??= ready
    ? Promise.resolve()
    : fetch(href!)
        .then((response) => {
          if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
          return response.text();
        })
        .then(
          // Made absolute against the CSS file, as a <link> resolves them: the sheet's relative URLs
          // (the icon sprite) would resolve against the page (Chrome ignores a sheet's `baseURL`).
          (text) =>
            sheet.replace(
              text.replace(/url\("(?![\w-]+:|\/)/g, `url("${new URL('.', new URL(href!, document.baseURI))}`),
            ),
          (error: unknown) =>
            console.error(
              `The widget stylesheet ${href} could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
            ),
        )
        .then(() => {
          ready = true;
        });
  return loaded;
}

/** Runs `render` once the widget CSS is in place, so a widget is never painted unstyled. */
export function whenWidgetStylesReady(render: () => void): void {
  if (ready) render();
  else void loadWidgetStyles().then(render);
}

/**
 * Gives a shadow root the shared sheet. A widget prerendered in the light DOM has none: the
 * page links the same CSS file.
 */
export function adoptWidgetStyles(root: ShadowRoot | null): void {
  if (!root) return;
  const sheet = widgetStyleSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
