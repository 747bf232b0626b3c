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
 * listens (widgets/autoload.ts), each button press and each field's last value is given to it
 * again, in order, and the runtime replays them into the widget once hydrated. Links, form
 * submissions and disclosures need nothing: the browser did them.
 */
export function replayEarlyInput(): void {
  const early = window.uniEarlyInput ?? [];
  window.uniEarlyInput = undefined;
  const field = ({ path }: EarlyInput) =>
    path[0] instanceof HTMLSelectElement || path[0] instanceof HTMLInputElement ? path[0] : undefined;
  early.forEach((input, index) => {
    if (input.type === 'click') {
      const button = input.path.find((node) => node instanceof HTMLButtonElement);
      if (button?.type === 'button' && button.isConnected) button.click();
      return;
    }
    const target = field(input);
    // Typing fires input per key: only a field's last value is its choice.
    const later = early.slice(index + 1).some((next) => next.type !== 'click' && field(next) === target);
    if (target?.isConnected && !later) target.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
