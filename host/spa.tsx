import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router, useLocation } from 'wouter';
import { normalisePath } from '../data/normalise-path';
import { localisedPath, splitLanguagePath } from '../data/i18n/languages';
import { languagesLoading } from '../data/i18n/language-packs';
import { App } from './App';
import { screenFor } from './screens';

/** After the prerendered page has hydrated, goes where the visitor asked to go. */
function NavigateOnce({ to }: { to?: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (to) navigate(to);
  }, [navigate, to]);
  return null;
}

/** The build prerendered this page for `data-prerendered`; hydrate it only if that is the screen we are on. */
function prerenderedFor(app: HTMLElement, location: string): boolean {
  const prerendered = app.dataset.prerendered;
  if (!prerendered) return false;
  const { lang, path } = splitLanguagePath(location);
  return (
    prerendered === location || (prerendered === localisedPath(lang, '/404') && screenFor(path).kind === 'not-found')
  );
}

/**
 * The host's wouter app. On a prerendered page it starts only at the first client-side
 * navigation (`to`): it hydrates the page as it is, then navigates, so the chrome widgets
 * stay in place and only the routed screen changes.
 */
export async function startApp(app: HTMLElement, to?: string): Promise<void> {
  // The host's own texts (breadcrumb, headings, titles) render at once in both languages; a
  // language that fails to load is logged and its texts show in English, the app starts anyway.
  // (`to` may carry a query or a hash: its language is its path's.)
  const here = normalisePath(window.location.pathname);
  const languageOfLocation = (location: string) =>
    splitLanguagePath(new URL(location, window.location.href).pathname).lang;
  await languagesLoading([here, to ?? here].map(languageOfLocation));
  const hydrating = prerenderedFor(app, here);
  // The prerendered search page's <main> opens with a <noscript> (host/vite/prerender/render-page.tsx): React
  // does not hydrate its content, but hydrating without the element throws (error 418).
  const searchPage = hydrating && splitLanguagePath(here).path === '/search';
  const tree = (
    <Router base="">
      <App mainStart={searchPage ? <noscript /> : undefined} />
      <NavigateOnce to={to} />
    </Router>
  );
  if (hydrating) {
    hydrateRoot(app, tree, { onCaughtError: () => {} });
  } else {
    app.replaceChildren();
    createRoot(app).render(tree);
  }
}
