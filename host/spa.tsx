import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router, useLocation } from 'wouter';
import { normalisePath } from '../data/normalise-path';
import { localisedPath, splitLanguagePath } from '../data/i18n/languages';
import { languagesLoading } from '../data/i18n/language-packs';
import { loadPageData } from '../widgets/content-page/route-store';
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
    prerendered === location ||
    (prerendered === localisedPath(lang, '/404') && screenFor(path, lang).kind === 'not-found')
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
  // So is the page data of both locations (which screen each is, its title: screens.ts), so the
  // app hydrates the prerendered page as it is. Without its data (offline, never fetched) it
  // cannot: the page stays as it is, and the visitor's link loads the usual way.
  const [start, end] = [here, to ?? here].map((location) =>
    splitLanguagePath(new URL(location, window.location.href).pathname),
  );
  const [hereLoaded] = await Promise.all([
    loadPageData(start.path, start.lang).then(
      () => true,
      () => false,
    ),
    loadPageData(end.path, end.lang).catch(() => undefined),
    languagesLoading([start.lang, end.lang]),
  ]);
  if (!hereLoaded && app.dataset.prerendered) {
    if (to) window.location.assign(to);
    return;
  }
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
