import { DEFAULT_LANGUAGE, languageOf } from '../../data/i18n/languages';
import { mayCachePage, SAVE_PAGE_MESSAGE } from '../../data/offline';

let announced = false;
/** Says that a new version of the site has been downloaded, in the page's language; it is used from the next visit on. */
function announceUpdate() {
  if (announced) return;
  announced = true;
  const status = document.createElement('p');
  status.className = 'site-update';
  status.setAttribute('role', 'status');
  document.body.append(status);
  // Filled after insertion, so screen readers announce it as a change. The messages load
  // only now (most visits never see an update), the page's language with them: a page
  // whose widgets never woke up has not loaded it.
  const lang = languageOf(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
  void import('./update-message').then(({ whenUpdateMessage }) =>
    whenUpdateMessage(lang, (text) => requestAnimationFrame(() => (status.textContent = text))),
  );
}

/**
 * Registers the offline service worker (dist/sw.js); the host calls it once the page
 * has loaded and is idle, so it never competes with the first paint. A waiting new version is not forced on
 * an open page (that could mix old and new code); the visitor is told it is ready.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    // The page that installed the worker loaded before it existed: the worker saves it too,
    // so the first page a visitor reads is readable offline like the ones after it
    // (when the rule lets any page be: not a search, not a URL with a query).
    if (!navigator.serviceWorker.controller && mayCachePage(new URL(location.href), location.origin)) {
      const { active } = await navigator.serviceWorker.ready;
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker's postMessage has none: it is this origin's own worker
      active?.postMessage({ type: SAVE_PAGE_MESSAGE, url: location.href });
    }
    // A new version may be found by this registration or by the browser's own check
    // on navigation, which can come first: look at the waiting and installing ones too.
    const isUpdate = () => Boolean(navigator.serviceWorker.controller);
    const track = (worker: ServiceWorker | null) =>
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && isUpdate()) announceUpdate();
      });
    if (registration.waiting && isUpdate()) announceUpdate();
    track(registration.installing);
    registration.addEventListener('updatefound', () => track(registration.installing));
  };
  void register().catch((error: unknown) => console.warn('Offline reading unavailable:', error));
}
