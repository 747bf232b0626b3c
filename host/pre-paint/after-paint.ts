import {
  AFTER_PAINT_TEMPLATE_ID,
  CHROME_FONT_PROPERTY,
  DEVANAGARI_PAGE_ATTRIBUTE,
  ICON_SPRITE_PROPERTY,
  SEARCH_PAINTED_EVENT,
  SEARCH_PAINTING_ATTRIBUTE,
  TEXT_FONT_PROPERTY,
} from '../../widgets/runtime/protocol';
import { recordEarlyInput } from '../../widgets/runtime/early-input';
import { SEARCH_TEXTS_ID } from '../../widgets/core/search/results-parts';

/**
 * A prerendered page paints from its HTML and stylesheets alone; the rest waits for that first
 * paint, so it never takes a phone's bandwidth from them or from the largest image:
 * - the icons (one sprite) and, on a page in a language not written in Devanagari, the
 *   Devanagari faces, which the widget CSS reads from these properties first
 *   (host/vite/assets/icon-sprite.ts, uno.config.ts, host/vite/assets/devanagari-faces.ts); a page in
 *   Marathi or Hindi draws its text with the site's face from the start (the system's own
 *   Devanagari face, or where there is none the site's subset);
 * - the host's scripts, which the prerender puts in the after-paint template.
 * On the search page with a query, the largest paint is the results, which the page's own
 * script paints once their index files are in (host/search-page.ts): the rest waits for them
 * (`SEARCH_PAINTED_EVENT`), so its dozen downloads take neither HTTP/1.1's six connections nor the
 * main thread (a face swapped in lays the page out again) from the results.
 * A click or a choice made before the scripts run starts them at once and is kept for them
 * to replay (widgets/runtime/early-input.ts).
 */
export function holdBackUntilFirstPaint(): void {
  const style = document.documentElement.style;
  const holdFonts = !document.documentElement.hasAttribute(DEVANAGARI_PAGE_ATTRIBUTE);
  style.setProperty(ICON_SPRITE_PROPERTY, 'linear-gradient(transparent,transparent)');
  if (holdFonts) {
    style.setProperty(TEXT_FONT_PROPERTY, '"Noto Sans Devanagari Fallback"');
    style.setProperty(CHROME_FONT_PROPERTY, '"Noto Sans Devanagari Fallback",system-ui,sans-serif');
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    style.removeProperty(ICON_SPRITE_PROPERTY);
    if (holdFonts) {
      // Devanagari text in the page: a face that swaps in once loaded (the page's own face would not).
      style.setProperty(TEXT_FONT_PROPERTY, '"Noto Sans Devanagari Swap"');
      // The chrome's face hides its text while it downloads: it takes over once loaded.
      const showChromeFont = () => style.removeProperty(CHROME_FONT_PROPERTY);
      if (!document.fonts) showChromeFont();
      else
        Promise.all(
          ['400', '600'].map((weight) => document.fonts.load(`${weight} 1em "Uni Chrome Devanagari"`, '\u0915')),
        ).then(showChromeFont, showChromeFont);
    }
    const scripts = document.getElementById(AFTER_PAINT_TEMPLATE_ID) as HTMLTemplateElement | null;
    if (scripts) {
      document.head.append(document.importNode(scripts.content, true));
      scripts.remove();
    }
  };
  recordEarlyInput(start);
  // Read once the head is parsed (the first paint comes after): the search page's texts are in it.
  const afterFirstPaint = () => {
    if (!document.getElementById(SEARCH_TEXTS_ID) || !/[?&]q=[^&]/.test(location.search)) return start();
    document.addEventListener(SEARCH_PAINTED_EVENT, start);
    // Should its script have failed to load, or be done already (it runs before the page's load event).
    const unlessPainting = () => document.documentElement.hasAttribute(SEARCH_PAINTING_ATTRIBUTE) || start();
    if (document.readyState === 'complete') unlessPainting();
    else addEventListener('load', unlessPainting);
  };
  const reportsPaints =
    window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (!reportsPaints) return addEventListener('load', afterFirstPaint);
  // Buffered: a paint before this line counts. A tab opened in the background starts when first shown.
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    afterFirstPaint();
  }).observe({ type: 'paint', buffered: true });
}
