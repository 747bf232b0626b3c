/** Shared helpers for browser tests: mount a widget tag and wait until React has rendered it. */
/**
 * Puts `html` in the page and waits until its widget has rendered: with its data, unless
 * `whileLoading` (the events and news widgets read their default data from the site's files).
 */
export async function mount<T extends HTMLElement = HTMLElement>(
  html: string,
  selector?: string,
  { whileLoading = false } = {},
): Promise<T> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  const element = (selector ? holder.querySelector(selector) : holder.firstElementChild) as T;
  await customElements.whenDefined(element.localName);
  const root = () => element.shadowRoot?.querySelector('.uni-root');
  await until(
    () => (root()?.childElementCount ?? 0) > 0 && (whileLoading || !root()!.querySelector('[data-uni-loading]')),
    `${element.localName} to render`,
  );
  return element;
}

/** Polls until the condition holds; fails with a readable message after the timeout. */
export async function until(condition: () => boolean, what: string, timeout = 4000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

export function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`${element.localName} has no open shadow root`);
  return element.shadowRoot;
}

export function cleanup(): void {
  document.body.replaceChildren();
}

function captureConsole(level: 'error' | 'warn'): { messages: string[]; restore: () => void } {
  const original = console[level];
  const messages: string[] = [];
  console[level] = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
  };
  return { messages, restore: () => (console[level] = original) };
}

/** Records console.error calls while a test runs. */
export const captureConsoleErrors = () => captureConsole('error');

/** Records console.warn calls while a test runs. */
export const captureConsoleWarnings = () => captureConsole('warn');

/**
 * Mounts a widget inside an iframe of the given size, so its media queries see a
 * real viewport of that width. `module` is the element file to load, relative to
 * the project root (for example 'widgets/menu/element.ts').
 */
export async function mountInFrame<T extends HTMLElement = HTMLElement>(
  module: string,
  html: string,
  size: { width: number; height: number },
): Promise<{ element: T; frame: HTMLIFrameElement; win: Window & typeof globalThis }> {
  const frame = document.createElement('iframe');
  frame.style.width = `${size.width}px`;
  frame.style.height = `${size.height}px`;
  frame.style.border = '0';
  document.body.append(frame);
  const doc = frame.contentDocument!;
  doc.body.innerHTML = html;
  const script = doc.createElement('script');
  script.type = 'module';
  script.textContent = `import '/${module}';`;
  doc.head.append(script);
  const element = doc.body.firstElementChild as T;
  await until(
    () => (element.shadowRoot?.querySelector('.uni-root')?.childElementCount ?? 0) > 0,
    `${element.localName} to render in a frame`,
  );
  return { element, frame, win: frame.contentWindow as Window & typeof globalThis };
}
