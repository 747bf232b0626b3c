import { FRAME_HEIGHT_MESSAGE } from './runtime/protocol';

/**
 * The optional script for a page that embeds frame pages (`/embed/frame/<tag>`):
 *   <script type="module" src="https://<our site>/widgets/frame-resizer.js"></script>
 * Each `<iframe data-uni-frame>` then takes the height of its widget, which the
 * frame reports through postMessage (widgets/frame.ts). Without this script a
 * frame keeps the fixed height its snippet gives it, and scrolls inside.
 * Any window can post a message, and any page can mark an iframe `data-uni-frame`
 * (a comment field of a CMS, an advertisement): only a message from the kit's own
 * origin, sent by the window of one of those iframes, is obeyed, and only its
 * height is used, up to MAX_FRAME_HEIGHT. Loading the script twice is harmless.
 */
/** No widget is this tall; a frame that says so must not push the rest of the page out of reach. */
const MAX_FRAME_HEIGHT = 20_000;
/** The frame pages are on the site this script comes from. */
const KIT_ORIGIN = new URL(import.meta.url).origin;
const LISTENING = Symbol.for('uni-kit.frame-resizer');
const page = globalThis as typeof globalThis & { [LISTENING]?: boolean };

/** The height a frame's message asks for, capped, or undefined when it is not a well-formed height message. */
function reportedHeight(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== FRAME_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height) || height < 0)
    return undefined;
  return Math.min(Math.ceil(height), MAX_FRAME_HEIGHT);
}

if (!page[LISTENING]) {
  page[LISTENING] = true;
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== KIT_ORIGIN) return;
    const height = reportedHeight(event.data);
    if (height === undefined) return;
    for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-uni-frame]')) {
      if (frame.contentWindow === event.source) frame.style.height = `${height}px`;
    }
  });
}
