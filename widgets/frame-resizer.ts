/**
 * The optional script for a page that embeds frame pages (`/embed/frame/<tag>`):
 *   <script type="module" src="https://<our site>/widgets/frame-resizer.js"></script>
 * Each `<iframe data-uni-frame>` then takes the height of its widget, which the
 * frame reports through postMessage (widgets/frame.ts). Without this script a
 * frame keeps the fixed height its snippet gives it, and scrolls inside.
 * Only messages from the window of one of those iframes are obeyed, and only
 * their height is used. Loading the script twice is harmless.
 */
/** The message type; widgets/frame.ts has the same. */
export const FRAME_HEIGHT_MESSAGE = 'uni-frame:height';
const LISTENING = Symbol.for('uni-kit.frame-resizer');
const page = globalThis as typeof globalThis & { [LISTENING]?: boolean };

if (!page[LISTENING]) {
  page[LISTENING] = true;
  window.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    const { type, height } = data as { type?: unknown; height?: unknown };
    if (type !== FRAME_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height) || height < 0) return;
    for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-uni-frame]')) {
      if (frame.contentWindow === event.source) frame.style.height = `${Math.ceil(height)}px`;
    }
  });
}
