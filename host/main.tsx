import './host.css';
// The site's Devanagari faces, written by the build (host/vite/assets/devanagari-faces.ts).
import 'virtual:devanagari-faces.css';
import './contrast.css';
import { splitLanguagePath } from '../data/i18n/languages';
import { autoloadWidgets, loadWidgetsNow } from '../widgets/autoload';
import { whenIdle } from '../widgets/runtime/strategies/idle';
import { replayEarlyInput } from '../widgets/runtime/early-input';
import { onLanguageChoice } from '../widgets/runtime/language-choice';
import { startPreludes } from '../widgets/preludes';
import { interceptLinks } from './intercept-links';
import { offeredLanguage } from './offered-language';
import { isOfflinePage } from '../data/offline';

// Islands: each widget loads its code when its tag says (widgets/autoload.ts), or at once when
// the visitor used it before this script ran.
autoloadWidgets();
replayEarlyInput();
// The hero autoplays from its prerendered HTML until its code loads (widgets/preludes.ts).
startPreludes();

const app = document.getElementById('app')!;
const startApp = (to?: string) => {
  loadWidgetsNow();
  return import('./spa').then((spa) => spa.startApp(app, to));
};

/**
 * The prerendered page is complete without the host's React app: it loads at the first
 * client-side navigation (a same-origin link, or a language chosen in the access bar),
 * which it then performs; from then on the app handles both itself.
 */
function startAtFirstNavigation(): void {
  const go = (to: string) => {
    stopLinks();
    stopLanguages();
    void startApp(to);
  };
  const stopLinks = interceptLinks(go);
  const stopLanguages = onLanguageChoice(go);
}

// The service worker answers a page it does not have with the offline page, under
// that page's URL: it stays as prerendered (its widgets still upgrade) rather than
// routing to a screen that cannot load; its links load pages the usual way.
if (!isOfflinePage(app.dataset.prerendered)) {
  const { lang } = splitLanguagePath(window.location.pathname);
  // The language offer is part of the host app: start it at once for the few visitors it is due to.
  if (app.dataset.prerendered && !offeredLanguage(lang)) startAtFirstNavigation();
  else void startApp();
}

// The worker exists only in the built site (dist/sw.js), not under the dev server. Its
// code loads once the page is idle after load: requested at once, it was a chain of two
// fetches (a phone's bandwidth) ahead of the largest paint.
if (import.meta.env.PROD)
  whenIdle(() => void import('./offline/register').then((offline) => offline.registerServiceWorker()));
