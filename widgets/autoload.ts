import { widgetLoaders } from './registry';

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
  for (const tag of Object.keys(widgetLoaders)) {
    if (root.querySelector(tag)) loadTag(tag);
  }
}

const observed = new WeakSet<Node>();

/**
 * Loads a widget's code the first time its tag appears in the page, now or later.
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
        if (!(node instanceof Element)) continue;
        if (node.localName in widgetLoaders) loadTag(node.localName);
        loadWithin(node);
      }
    }
  }).observe(root, { childList: true, subtree: true });
}
