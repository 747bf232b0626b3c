/**
 * The form of a widget that survives WYSIWYG editors (CKEditor, TinyMCE and the
 * editors of WordPress, Joomla and Drupal drop unknown tags such as <uni-events>
 * when a page is saved, but keep a <div> and its data- attributes):
 *
 *   <div data-uni-widget="uni-events" data-categories="Academic, Workshop"></div>
 *
 * Anyone who may save a page can write this form, including CMS authors who may not
 * write scripts, so the loader gives the widget only what the widget itself declares:
 * once its code has loaded, each `data-<name>` whose `<name>` is one of the widget's
 * attributes (its observed attributes: those declared in its props.ts, `lang`, and
 * `src` for a widget that shows data) becomes that attribute; the placeholder's own
 * `id`, `class` and `lang` move over; an inline JSON `<script type="application/json">`
 * child moves over as the widget's data. Everything else is left out, with a console
 * warning naming it: never an event handler (`on…`), `style`, `tabindex`, `autofocus` or
 * the islands' own marks. A `src` must be an http(s) URL (widgets fetch it without
 * cookies: public data only). The loader imports this module only when a page has such a placeholder,
 * and hands it the mark's name (widgets/runtime/protocol.ts: importing it here would make it a chunk of
 * its own that the loader fetches first).
 */
const DATA_PREFIX = 'data-';

/** The placeholder's own attributes that move over unprefixed. */
const OWN_ATTRIBUTES = new Set(['id', 'class', 'lang']);

/** Whether `name="value"` may be given to a widget observing `observed`; a reason when not. */
export function editorAttributeRefusal(name: string, value: string, observed: ReadonlySet<string>): string | undefined {
  if (/^on/i.test(name) || name === 'style') return 'is never given to a widget';
  if (!observed.has(name)) return 'is not an attribute of this widget';
  if (name !== 'src') return undefined;
  let url: URL;
  try {
    url = new URL(value, document.baseURI);
  } catch {
    return 'is not a URL';
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'must be an http(s) URL';
}

/**
 * The widget element the editor-safe placeholder stands for, given what the widget's
 * class observes (`observedAttributes`). Attributes it leaves out are reported once, as a warning.
 */
export function widgetFromEditorMarkup(placeholder: Element, mark: string, observed: readonly string[]): HTMLElement {
  const tag = placeholder.getAttribute(mark)!.trim().toLowerCase();
  const allowed = new Set(observed);
  const widget = placeholder.ownerDocument.createElement(tag);
  const leftOut: string[] = [];
  for (const { name, value } of Array.from(placeholder.attributes)) {
    if (name === mark) continue;
    if (OWN_ATTRIBUTES.has(name)) {
      widget.setAttribute(name, value);
      continue;
    }
    const refusal = name.startsWith(DATA_PREFIX)
      ? editorAttributeRefusal(name.slice(DATA_PREFIX.length), value, allowed)
      : 'is not a data- attribute';
    if (refusal) leftOut.push(`${name} ${refusal}`);
    else widget.setAttribute(name.slice(DATA_PREFIX.length), value);
  }
  const data = Array.from(placeholder.children).find((child) => child.matches('script[type="application/json"]'));
  if (data) widget.append(data);
  if (leftOut.length) console.warn(`<div ${mark}="${tag}">: left out: ${leftOut.join('; ')}`);
  return widget;
}

const reported = new WeakSet<Element>();
const upgrading = new WeakSet<Element>();

/**
 * Replaces every editor-safe placeholder (an element with the attribute `mark`) in `root`, itself
 * included, with its widget, once `defined(tag)` gives the widget's class (it loads the widget's
 * code). A placeholder that names no widget of `knownTags` stays, with one console error.
 */
export function upgradeEditorMarkup(
  root: ParentNode,
  {
    mark,
    knownTags,
    defined,
  }: {
    mark: string;
    knownTags: ReadonlySet<string>;
    defined: (tag: string) => Promise<CustomElementConstructor>;
  },
): void {
  const selector = `[${mark}]`;
  const placeholders = Array.from(root.querySelectorAll(selector));
  if (root instanceof Element && root.matches(selector)) placeholders.unshift(root);
  for (const placeholder of placeholders) {
    const tag = placeholder.getAttribute(mark)?.trim().toLowerCase() ?? '';
    if (knownTags.has(tag)) {
      if (upgrading.has(placeholder)) continue;
      upgrading.add(placeholder);
      void defined(tag).then((widgetClass) => {
        // Removed by the page meanwhile: nothing to replace now (upgraded if it comes back).
        if (!placeholder.isConnected) return upgrading.delete(placeholder);
        const observed = (widgetClass as unknown as { observedAttributes?: string[] }).observedAttributes ?? [];
        placeholder.replaceWith(widgetFromEditorMarkup(placeholder, mark, observed));
      });
    } else if (!reported.has(placeholder)) {
      reported.add(placeholder);
      console.error(`<${placeholder.localName} ${mark}="${placeholder.getAttribute(mark)}">: no such widget`);
    }
  }
}
