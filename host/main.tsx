import './host.css';
import '../widgets/core/fonts/devanagari.css';
import './contrast.css';
import { isLanguage, LANGUAGE_EVENT, localisedPath, splitLanguagePath } from '../data/i18n/languages';
import { autoloadWidgets } from '../widgets/autoload';
import { interceptLinks } from './intercept-links';
import { isOfflinePage } from '../data/offline';

// Islands: each widget loads its code when its tag says (widgets/autoload.ts).
autoloadWidgets();

const app = document.getElementById('app')!;
const startApp = (to?: string) => import('./spa').then((spa) => spa.startApp(app, to));

/**
 * The prerendered page is complete without the host's React app: it loads at the first
 * client-side navigation (a same-origin link, or a language chosen in the access bar),
 * which it then performs; from then on the app handles both itself.
 */
function startAtFirstNavigation(): void {
  const go = (to: string) => {
    stopLinks();
    window.removeEventListener(LANGUAGE_EVENT, onLanguage);
    void startApp(to);
  };
  const stopLinks = interceptLinks(go);
  const onLanguage = (event: Event) => {
    const code = (event as CustomEvent<{ language?: string }>).detail?.language;
    if (!isLanguage(code)) return;
    event.preventDefault();
    const { path } = splitLanguagePath(window.location.pathname);
    go(localisedPath(code, path) + window.location.search + window.location.hash);
  };
  window.addEventListener(LANGUAGE_EVENT, onLanguage);
}

// The service worker answers a page it does not have with the offline page, under
// that page's URL: it stays as prerendered (its widgets still upgrade) rather than
// routing to a screen that cannot load; its links load pages the usual way.
if (!isOfflinePage(app.dataset.prerendered)) {
  if (app.dataset.prerendered) startAtFirstNavigation();
  else void startApp();
}

// The worker exists only in the built site (dist/sw.js), not under the dev server. Its
// code (and the messages it announces an update with) loads apart, off the first paint.
if (import.meta.env.PROD) void import('./offline/register').then((offline) => offline.registerServiceWorker());
