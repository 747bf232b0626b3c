import { upgradeEditorMarkup } from './editor-markup';
import { widgetLoaders } from './registry';

const knownTags: ReadonlySet<string> = new Set(Object.keys(widgetLoaders));

const requested = new Set<string>();

function loadTag(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  widgetLoaders[tag]!().catch((error: unknown) => {
    requested.delete(tag);
    console.error(`<${tag}>: its code could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
  });
}

function loadWithin(root: ParentNode): void {
  upgradeEditorMarkup(root, knownTags);
  for (const tag of Object.keys(widgetLoaders)) {
    if (root.querySelector(tag)) loadTag(tag);
  }
}

const observed = new WeakSet<Node>();

/**
 * Loads a widget's code the first time its tag appears in the page, now or later,
 * and turns editor-safe `<div data-uni-widget="uni-…">` placeholders into their widgets.
 * Calling it twice is harmless: a root is observed once, and tags load once.
 * `root` may be a shadow root, for a widget that shows other widgets' tags.
 */
export function autoloadWidgets(root: Document | Element | ShadowRoot = document): void {
  loadWithin(root);
  if (observed.has(root)) return;
  observed.add(root);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        // A placeholder already replaced by an earlier record is no longer in the page.
        if (!(node instanceof Element) || !node.isConnected) continue;
        if (node.localName in widgetLoaders) loadTag(node.localName);
        loadWithin(node);
      }
    }
  }).observe(root, { childList: true, subtree: true });
}
