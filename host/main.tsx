import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import './host.css';
import '../widgets/core/fonts/devanagari.css';
import '../widgets/access-bar/element';
import '../widgets/header/element';
import '../widgets/menu/element';
import '../widgets/footer/element';
import { autoloadWidgets } from '../widgets/autoload';
import { isOfflinePage } from '../data/offline';
import { normalisePath } from '../data/route-table';
import { localisedPath, splitLanguagePath } from '../data/i18n/languages';
import { App } from './App';
import { registerServiceWorker } from './offline/register';
import { screenFor } from './screens';

// Chrome widgets are on every page and load with the host; the rest load when their tag appears.
autoloadWidgets();

const app = document.getElementById('app')!;
const tree = (
  <Router base="">
    <App />
  </Router>
);

/** The build prerendered this page for `data-prerendered`; hydrate it only if that is the screen we are on. */
function prerenderedFor(location: string): boolean {
  const prerendered = app.dataset.prerendered;
  if (!prerendered) return false;
  const { lang, path } = splitLanguagePath(location);
  return (
    prerendered === location || (prerendered === localisedPath(lang, '/404') && screenFor(path).kind === 'not-found')
  );
}

// The service worker answers a page it does not have with the offline page, under
// that page's URL: it stays as prerendered (its widgets still upgrade) rather than
// routing to a screen that cannot load; its links load pages the usual way.
if (!isOfflinePage(app.dataset.prerendered)) {
  if (prerenderedFor(normalisePath(window.location.pathname))) {
    hydrateRoot(app, tree, { onCaughtError: () => {} });
  } else {
    app.replaceChildren();
    createRoot(app).render(tree);
  }
}

// The worker exists only in the built site (dist/sw.js), not under the dev server.
if (import.meta.env.PROD) registerServiceWorker();
