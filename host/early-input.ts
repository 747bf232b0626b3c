/** What the pre-paint script of host/index.html keeps of an event that came before the scripts ran. */
interface EarlyInput {
  type: string;
  path: EventTarget[];
}

declare global {
  interface Window {
    /** Clicks and field input kept until the islands' runtime runs; gone once it has taken them. */
    uniEarlyInput?: EarlyInput[];
  }
}

/**
 * A prerendered page's scripts start after its first paint (host/index.html): a visitor may
 * press a widget's button or choose in its select before they run. Once the islands' runtime
 * listens (widgets/autoload.ts), each button press is given to it again, in order, then a
 * change of each field the visitor used (the field holds their last value); the runtime
 * replays them into the widget once hydrated, as it does for what lands before hydration.
 * Links, form submissions and disclosures need nothing: the browser did them.
 */
export function replayEarlyInput(): void {
  const early = window.uniEarlyInput ?? [];
  window.uniEarlyInput = undefined;
  const fields = new Set<HTMLSelectElement | HTMLInputElement>();
  for (const { type, path } of early) {
    const [target] = path;
    if (type === 'click') {
      const button = path.find((node) => node instanceof HTMLButtonElement);
      if (button?.type === 'button' && button.isConnected) button.click();
    } else if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement) fields.add(target);
  }
  for (const field of fields) if (field.isConnected) field.dispatchEvent(new Event('change', { bubbles: true }));
}
