import { FRAME_HEIGHT_MESSAGE } from './runtime/protocol';

/**
 * The script of the frame pages, `/embed/frame/<tag>?<attribute>=<value>&…`
 * (written by host/vite/kit/frame-pages-plugin.ts), for CMSs that allow no script but
 * an iframe. A frame page holds only its widget's tag; this file:
 * - gives the widget the query's attributes (only those it documents, plus `lang`);
 * - tells the parent page its height on every change, as a `postMessage`
 *   `{ type: FRAME_HEIGHT_MESSAGE, height }` that widgets/frame-resizer.ts applies;
 * - then runs the loader, which renders the widget.
 * No inline script is needed, so the pages work under `script-src 'self'`.
 * Links leave the frame for the whole tab through the page's `<base target="_top">`.
 */

const widget = document.querySelector<HTMLElement>('[data-uni-frame-attributes]');
if (widget) {
  const allowed = new Set(['lang', ...widget.dataset.uniFrameAttributes!.split(' ').filter(Boolean)]);
  for (const [name, value] of new URLSearchParams(location.search)) {
    if (allowed.has(name)) widget.setAttribute(name, value);
  }
  widget.removeAttribute('data-uni-frame-attributes');
}

// No margin around the widget; the parent page's background shows through (CSSOM, not a style element: strict CSP).
const frameSheet = new CSSStyleSheet();
frameSheet.replaceSync('html,body{margin:0;padding:0;background:transparent}');
document.adoptedStyleSheets = [...document.adoptedStyleSheets, frameSheet];

if (window.parent !== window) {
  let reported = -1;
  const report = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === reported) return;
    reported = height;
    window.parent.postMessage({ type: FRAME_HEIGHT_MESSAGE, height }, '*');
  };
  new ResizeObserver(report).observe(document.documentElement);
}

import(/* @vite-ignore */ new URL(/* @vite-ignore */ './index.js', import.meta.url).href).catch((error: unknown) => {
  console.error(
    `frame page: the loader could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
  );
});
