/**
 * The form of a widget that survives WYSIWYG editors (CKEditor, TinyMCE and the
 * editors of WordPress, Joomla and Drupal drop unknown tags such as <uni-events>
 * when a page is saved, but keep a <div> and its data- attributes):
 *
 *   <div data-uni-widget="uni-events" data-categories="Academic, Workshop"></div>
 *
 * The loader replaces such a <div> with the widget's own tag: each `data-<name>`
 * becomes the attribute `<name>`; other attributes (id, class, lang) and the
 * children (an inline JSON script, where the editor kept it) move over as they are.
 */
export const EDITOR_ATTRIBUTE = 'data-uni-widget';
const SELECTOR = `[${EDITOR_ATTRIBUTE}]`;

/** The widget element the editor-safe `<div>` stands for, or null when it names no widget. */
export function widgetFromEditorMarkup(placeholder: Element, knownTags: ReadonlySet<string>): HTMLElement | null {
  const tag = placeholder.getAttribute(EDITOR_ATTRIBUTE)?.trim().toLowerCase() ?? '';
  if (!knownTags.has(tag)) return null;
  const widget = placeholder.ownerDocument.createElement(tag);
  for (const { name, value } of Array.from(placeholder.attributes)) {
    if (name === EDITOR_ATTRIBUTE) continue;
    widget.setAttribute(name.startsWith('data-') ? name.slice('data-'.length) : name, value);
  }
  widget.append(...Array.from(placeholder.childNodes));
  return widget;
}

const reported = new WeakSet<Element>();

/** Replaces every editor-safe placeholder in `root` (itself included) with its widget. */
export function upgradeEditorMarkup(root: ParentNode, knownTags: ReadonlySet<string>): void {
  const placeholders = Array.from(root.querySelectorAll(SELECTOR));
  if (root instanceof Element && root.matches(SELECTOR)) placeholders.unshift(root);
  for (const placeholder of placeholders) {
    const widget = widgetFromEditorMarkup(placeholder, knownTags);
    if (widget) placeholder.replaceWith(widget);
    else if (!reported.has(placeholder)) {
      reported.add(placeholder);
      console.error(
        `<${placeholder.localName} ${EDITOR_ATTRIBUTE}="${placeholder.getAttribute(EDITOR_ATTRIBUTE)}">: no such widget`,
      );
    }
  }
}
