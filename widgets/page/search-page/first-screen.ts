import type { LanguageCode } from '../../../data/i18n/languages';
import { snippetParts, type FirstScreen, type FirstScreens, type ScreenHit } from '../../../data/search/first-screens';
import { indexFileUrl } from '../../core/search/index-files';
import { queryScreen } from './query-chunks';
import { FIRST_RESULT_TIMING, type Shown } from './results-view';

declare global {
  interface Window {
    /**
     * The first screen of the page's one-word query, as the search page's step in its head asked
     * for it and drew it (host/pre-paint/search-chunks.ts): undefined where that word has none or
     * its file could not be had. The page's script takes it from there rather than asking again.
     */
    uniSearchFirstScreen?: Promise<FirstScreen | undefined>;
  }
}

/** A hit of a first screen as the list draws it. Its address is the site's own: the search page is never embedded. */
export const fromScreen = ([url, title, section, kind, lang, parts]: ScreenHit): Shown => ({
  url,
  title,
  section,
  kind,
  lang,
  passage: snippetParts(parts),
});

/**
 * A one-word query's first screen, from its file of first screens (data/search/first-screens.ts):
 * undefined for any other query, a word not in the index, or a file that could not be had (the
 * index answers then).
 */
export function firstScreenOf(
  lang: LanguageCode,
  words: string,
  screenFiles: number,
): Promise<FirstScreen | undefined> {
  const screen = queryScreen(words, screenFiles);
  if (!screen) return Promise.resolve(undefined);
  // Promises, not `async`: the head step is ES2015 (host/vite/assets/inline-script-plugin.ts).
  return fetch(indexFileUrl(lang, screen.file))
    .then((response) => (response.ok ? (response.json() as Promise<FirstScreens>) : ({} as FirstScreens)))
    .then(
      (screens) => (Object.prototype.hasOwnProperty.call(screens, screen.term) ? screens[screen.term] : undefined),
      () => undefined,
    );
}

/**
 * Once the frame with the first results is on screen, so that what waits for them (the page's
 * script, the rest of the ten, the host's scripts) starts after their paint, not between their
 * drawing and their paint. Where the browser reports elements' paints (Element Timing, Chromium),
 * that is when the first result is reported painted: a frame is shown some time after the
 * page's code drew it (50 to 100 ms on this loaded machine), and a download started before would compete
 * with it (and, in Lighthouse's simulation, count in the largest paint's time). Elsewhere, or
 * without results, after the next frame (a frame, then a task); at most 500 ms where frames wait
 * (a tab in the background).
 */
export function nextPaint(results: Element): Promise<void> {
  const title = results.querySelector(`[elementtiming="${FIRST_RESULT_TIMING}"]`);
  const reported =
    title && window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('element') !== -1;
  return new Promise<void>((painted) => {
    if (!reported) {
      requestAnimationFrame(() => setTimeout(painted));
      setTimeout(painted, 200);
      return;
    }
    const named = (entry: PerformanceEntry) => (entry as { identifier?: string }).identifier === FIRST_RESULT_TIMING;
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntries().some(named)) done();
    });
    const done = () => {
      observer.disconnect();
      painted();
    };
    observer.observe({ type: 'element', buffered: true });
    setTimeout(done, 500);
  });
}
