import { EDITOR_ATTRIBUTE, HYDRATE_ATTRIBUTE } from './runtime/protocol';
import { idle } from './runtime/strategies/idle';
import { interaction } from './runtime/strategies/interaction';
import { live } from './runtime/strategies/live';
import type { HydrationStrategy } from './runtime/strategies/strategy';
import { visible } from './runtime/strategies/visible';
import { widgetLoaders } from './registry';

const knownTags: ReadonlySet<string> = new Set(Object.keys(widgetLoaders));

/** The strategy of each island mark; `never` has none: its widget ships no code. */
const strategies: Record<string, HydrationStrategy> = { idle, visible, interaction, live };

const requested = new Set<string>();
/** Per tag, what stops its islands waiting: once one of them has loaded the code, every one hydrates. */
const waiting = new Map<string, Array<() => void>>();

function loadTag(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  widgetLoaders[tag]!().then(
    () => {
      for (const stop of waiting.get(tag) ?? []) stop();
      waiting.delete(tag);
    },
    (error: unknown) => {
      requested.delete(tag);
      // String(): the error's name and message ('TypeError: Failed to fetch …'), as the editor markup's below.
      console.error(`<${tag}>: its code could not be loaded: ${String(error)}`);
    },
  );
}

const scheduled = new WeakSet<Element>();

/**
 * Islands: a widget the build prerendered (its content, marked with when to load) downloads its code only when its mark says; `never` ships none. A widget created
 * in the browser (embedded, or rendered after a client-side navigation) loads at once.
 * Code loads per tag, so once a tag's code is there every element of it hydrates.
 */
function schedule(element: Element): void {
  const tag = element.localName;
  const when = element.getAttribute(HYDRATE_ATTRIBUTE);
  if (!when) return loadTag(tag);
  const strategy = strategies[when];
  if (!strategy || scheduled.has(element) || requested.has(tag)) return;
  scheduled.add(element);
  const stop = strategy(element, () => loadTag(tag));
  if (stop) waiting.set(tag, [...(waiting.get(tag) ?? []), stop]);
}

/** A widget's class, once its code has loaded (loading it now if it is not yet). */
function definedTag(tag: string): Promise<CustomElementConstructor> {
  loadTag(tag);
  return customElements.whenDefined(tag);
}

const EDITOR_SELECTOR = `[${EDITOR_ATTRIBUTE}]`;

/** Editor-safe placeholders become widgets; their code loads only on pages that have one. */
function upgradeEditorMarkupWithin(root: ParentNode): void {
  if (!(root instanceof Element && root.matches(EDITOR_SELECTOR)) && !root.querySelector(EDITOR_SELECTOR)) return;
  import('./editor-markup')
    .then(({ upgradeEditorMarkup }) =>
      upgradeEditorMarkup(root, { mark: EDITOR_ATTRIBUTE, knownTags, defined: definedTag }),
    )
    .catch((error: unknown) => console.error(`${EDITOR_SELECTOR}: its code could not be loaded: ${String(error)}`));
}

function scheduleWithin(root: ParentNode): void {
  upgradeEditorMarkupWithin(root);
  for (const tag of Object.keys(widgetLoaders)) {
    for (const element of root.querySelectorAll(tag)) schedule(element);
  }
}

const observed = new WeakSet<Node>();

/**
 * Loads the code of every widget in `root` now, whatever its island mark says. The host
 * app calls it before it takes the page over: from then on it changes the widgets'
 * attributes (language, path), which only a widget with its code can follow.
 */
export function loadWidgetsNow(root: ParentNode = document): void {
  for (const tag of Object.keys(widgetLoaders)) if (root.querySelector(tag)) loadTag(tag);
}

/**
 * Loads a widget's code the first time its tag appears in the page, now or later,
 * and turns editor-safe `<div data-uni-widget="uni-…">` placeholders into their widgets.
 * Calling it twice is harmless: a root is observed once, and tags load once.
 * `root` may be a shadow root, for a widget that shows other widgets' tags.
 */
export function autoloadWidgets(root: Document | Element | ShadowRoot = document): void {
  scheduleWithin(root);
  if (observed.has(root)) return;
  observed.add(root);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        // A placeholder already replaced by an earlier record is no longer in the page.
        if (!(node instanceof Element) || !node.isConnected) continue;
        if (node.localName in widgetLoaders) schedule(node);
        scheduleWithin(node);
      }
    }
  }).observe(root, { childList: true, subtree: true });
}
