import { useEffect, useRef } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { HomeScreen } from './HomeScreen';
import { interceptLinks } from './intercept-links';
import { documentTitle, screenFor } from './screens';

function RoutedScreen({ path, query }: { path: string; query: string }) {
  const screen = screenFor(path);
  if (screen.kind === 'content') return <uni-content-page path={path} />;
  if (screen.kind === 'events') return <uni-events mode="all" />;
  if (screen.kind === 'embed') return <uni-embed-docs />;
  if (screen.kind === 'page') return <uni-page path={path} query={query} />;
  return <uni-page path="/404" />;
}

/** The thin host: chrome widgets around the routed screen, navigation by wouter. */
export function App() {
  const [location, navigate] = useLocation();
  const query = new URLSearchParams(useSearch()).get('q') ?? '';
  const mainRef = useRef<HTMLElement>(null);
  const shownLocation = useRef(location);

  useEffect(() => interceptLinks(navigate), [navigate]);

  useEffect(() => {
    document.title = documentTitle(location);
  }, [location]);

  // Spec 2.1: the view starts at the top. After a client-side navigation, focus
  // moves to the main content too, so screen-reader users hear the new page.
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    if (!window.location.hash) window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <>
      <uni-access-bar />
      <uni-header />
      <uni-menu id="navigation" tabIndex={-1} path={location} />
      <main id="content" ref={mainRef} tabIndex={-1}>
        <Switch>
          <Route path="/">
            <HomeScreen />
          </Route>
          <Route>
            <RoutedScreen path={location} query={query} />
          </Route>
        </Switch>
      </main>
      <uni-footer />
    </>
  );
}
