import { HYDRATE_ATTRIBUTE } from './runtime/protocol';
import { whenIdle } from './runtime/strategies/idle';

/**
 * Behaviour a prerendered widget shows before its code loads, for widgets that hydrate
 * late but must move by themselves at once (the hero autoplays; React and Glide load at
 * the first interaction). Each module is small and vanilla, started once the page is idle.
 * Only prerendered pages (the host site) use this: an embedded widget renders at once.
 */
const widgetPreludes: Record<string, () => Promise<{ startPrelude: (element: Element) => void }>> = {
  'uni-hero': () => import('./hero/autoplay-before-hydration'),
};

export function startPreludes(root: ParentNode = document): void {
  for (const [tag, load] of Object.entries(widgetPreludes)) {
    const waiting = customElements.get(tag) ? [] : Array.from(root.querySelectorAll(`${tag}[${HYDRATE_ATTRIBUTE}]`));
    if (waiting.length === 0) continue;
    whenIdle(() =>
      load().then(
        ({ startPrelude }) => waiting.forEach(startPrelude),
        (error: unknown) => console.error(`<${tag}>: ${error instanceof Error ? error.message : String(error)}`),
      ),
    );
  }
}
