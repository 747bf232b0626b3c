import type { InputKeeper, KeptInput } from './kept-input';
import { HYDRATED_EVENT, KEPT_INPUT_PROPERTY } from './protocol';

/*
 * Input that comes before the code it is meant for, kept and given to that code once it
 * runs, so a quick visitor loses nothing. Two moments:
 * - before the page's scripts run (they start after the first paint): the pre-paint script
 *   records clicks, field input and keys on the whole page, and the page's script replays them
 *   once the islands' runtime listens;
 * - before an island's hydration has committed: the island records what lands in it, and
 *   replays it into the live widget.
 * Links, form submissions and disclosures need nothing: the browser did them.
 */

/** An event that came before the scripts ran, and its composed path (taken while it was dispatched). */
interface EarlyInput {
  event: Event;
  path: EventTarget[];
}

declare global {
  interface Window {
    /** Clicks, field input and keys kept until the islands' runtime runs; gone once it has taken them. */
    uniEarlyInput?: EarlyInput[];
  }
}

/** Keeps the page's clicks, field input and keys from now until `replayEarlyInput`; each one calls `started` too. */
export function recordEarlyInput(started: () => void): void {
  const early: EarlyInput[] = (window.uniEarlyInput = []);
  const keep = (event: Event) => {
    if (window.uniEarlyInput !== early) return;
    early.push({ event, path: event.composedPath() });
    started();
  };
  addEventListener('click', keep, true);
  addEventListener('input', keep, true);
  addEventListener('keydown', keep, true);
}

/**
 * Gives the runtime, now listening, each button press and key kept before the scripts ran, in
 * order, then a change of each field the visitor used (the field holds their last value); an
 * island not yet hydrated keeps them in turn (`keepInputUntilHydrated`).
 */
export function replayEarlyInput(): void {
  const early = window.uniEarlyInput ?? [];
  window.uniEarlyInput = undefined;
  const fields = new Set<HTMLSelectElement | HTMLInputElement>();
  for (const { event, path } of early) {
    const [target] = path;
    // A key, to where it was pressed: its island's keeper takes it, and the widget presses it
    // again once it has hydrated, on what has focus then (moving-keys.ts).
    if (event instanceof KeyboardEvent) {
      if (target instanceof Node && target.isConnected) target.dispatchEvent(new KeyboardEvent(event.type, event));
    } else if (event.type === 'click') {
      const button = path.find((node) => node instanceof HTMLButtonElement);
      if (button?.type === 'button' && button.isConnected) button.click();
    } else if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement) fields.add(target);
  }
  for (const field of fields) if (field.isConnected) field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Keeps the button presses and keys that land in a prerendered island before its
 * hydration has committed, and each select's or field's last value, on its element (`KEPT_INPUT_PROPERTY`),
 * until the widget replays them once it has (kept-input.ts, in the widget's own code: the
 * loader stays small); input is interest too, so it calls `interest`.
 */
export function keepInputUntilHydrated(element: Element, interest: () => void): void {
  const kept: KeptInput = { presses: [], fields: new Map() };
  (element as InputKeeper)[KEPT_INPUT_PROPERTY] = kept;
  const record = (event: Event) => {
    // A change set without focus or pointer (assistive technology, a script) is interest too.
    interest();
    const path = event.composedPath();
    const [target] = path;
    const inField = target instanceof HTMLSelectElement || target instanceof HTMLInputElement;
    if (event.type === 'click') {
      const button = path.find((node) => node instanceof HTMLButtonElement);
      if (button) kept.presses.push(button);
    } else if (event instanceof KeyboardEvent) {
      // A key in a field is the field's own (moving-keys.ts).
      if (!inField) kept.presses.push(event);
    } else if (inField) {
      // Each field's last value only: replaying every choice would act on each in turn.
      kept.fields.set(target, target.value);
    }
  };
  // `change` is not composed: in a shadow root it stays there (light DOM: it reaches the element).
  const root = element.shadowRoot ?? element;
  const listening = new AbortController();
  const { signal } = listening;
  // Presses and keys as they bubble, after React's own listener: one that made React hydrate at
  // once has reached the live widget, and this listener is gone by then.
  for (const type of ['click', 'keydown']) root.addEventListener(type, record, { signal });
  // The field's value as the visitor left it, read before React's own listener (further in, so
  // later in the capture phase): React hydrates at once for an `input` event that reaches a part
  // it has not hydrated yet, puts back the server's value, and the `change` event that follows
  // carries that value (a language chosen as the access bar hydrated was lost).
  for (const type of ['input', 'change']) root.addEventListener(type, record, { signal, capture: true });
  element.addEventListener(HYDRATED_EVENT, () => listening.abort(), { once: true });
}
