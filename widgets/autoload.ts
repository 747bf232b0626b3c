import { EDITOR_ATTRIBUTE } from './protocol';
import { widgetLoaders } from './registry';

/*
 * The same names as HYDRATE_ATTRIBUTE and HYDRATED_EVENT in widgets/core/prerender-markup.ts
 * (a unit test keeps them equal): importing that module would split it into a chunk the
 * embed loader, which must stay one self-contained file, has to fetch first.
 */
export const HYDRATE_ATTRIBUTE = 'data-uni-hydrate';
export const HYDRATED_EVENT = 'uni-hydrated';

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

/** Runs `callback` once the page has loaded and the main thread is idle. */
export function whenIdle(callback: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 4000 }) : setTimeout(callback, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function whenVisible(element: Element, callback: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
}

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Loads on the first sign of interest (pointer, touch or focus). Button clicks that land
 * before hydration are replayed in order once the widget has hydrated, then each select's or
 * field's last value, so a quick visitor loses nothing.
 */
function whenInteracted(element: Element, callback: () => void): void {
  const start = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start);
    callback();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
  const clicks: HTMLButtonElement[] = [];
  // Each field's last value only: replaying every choice would act on each in turn.
  const fields = new Map<HTMLSelectElement | HTMLInputElement, string>();
  const record = (event: Event) => {
    // A change set without focus or pointer (assistive technology, a script) is interest too.
    start();
    const target = event.composedPath()[0];
    if (event.type === 'click') {
      const button = event.composedPath().find((node) => node instanceof HTMLButtonElement);
      if (button) clicks.push(button);
    } else if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement) {
      fields.set(target, target.value);
    }
  };
  element.addEventListener('click', record);
  // `change` is not composed: it stays inside the shadow root.
  element.shadowRoot?.addEventListener('change', record);
  element.addEventListener(
    HYDRATED_EVENT,
    () => {
      element.removeEventListener('click', record);
      element.shadowRoot?.removeEventListener('change', record);
      // In a task of their own: the event comes from React's effect phase, where a replayed
      // click's state update is lost (a phone's first tap on Menu did not open it).
      setTimeout(() => {
        for (const button of clicks) button.click();
        // Hydrating a controlled field puts back the server's value: restore the visitor's first.
        for (const [field, value] of fields) {
          field.value = value;
          field.dispatchEvent(new Event('change', { bubbles: true }));
        }
      });
    },
    { once: true },
  );
}

const scheduled = new WeakSet<Element>();

/**
 * Islands: a widget the build prerendered (declarative shadow root, marked with when to
 * load) downloads its code only when its mark says; `never` ships none. A widget created
 * in the browser (embedded, or rendered after a client-side navigation) loads at once.
 * Code loads per tag, so once a tag's code is there every element of it hydrates.
 */
function schedule(element: Element): void {
  const tag = element.localName;
  const when = element.getAttribute(HYDRATE_ATTRIBUTE);
  if (!element.shadowRoot || !when) return loadTag(tag);
  if (scheduled.has(element) || requested.has(tag)) return;
  scheduled.add(element);
  const load = () => loadTag(tag);
  if (when === 'idle') whenIdle(load);
  else if (when === 'visible') whenVisible(element, load);
  else if (when === 'interaction') whenInteracted(element, load);
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
