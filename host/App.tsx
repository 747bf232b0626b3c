import { useEffect, useRef } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { Breadcrumb } from './Breadcrumb';
import { HomeScreen } from './HomeScreen';
import { interceptLinks } from './intercept-links';
import { documentTitle, screenFor } from './screens';

function RoutedScreen({ path, query }: { path: string; query: string }) {
  const screen = screenFor(path);
  if (screen.kind === 'content') return <uni-content-page path={path} />;
  return (
    <>
      <Breadcrumb path={path} title={screen.title} />
      {screen.kind === 'events' ? <uni-events mode="all" /> : null}
      {screen.kind === 'embed' ? <uni-embed-docs /> : null}
      {screen.kind === 'page' ? <uni-page path={path} query={query} /> : null}
      {screen.kind === 'not-found' ? <uni-page path="/404" /> : null}
    </>
  );
}

/** The thin host: chrome widgets around the routed screen, navigation by wouter. */
export function App() {
  const [location, navigate] = useLocation();
  const query = new URLSearchParams(useSearch()).get('q') ?? '';
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => interceptLinks(navigate), [navigate]);

  useEffect(() => {
    document.title = documentTitle(location);
  }, [location]);

  // Spec 2.1: the view starts at the top. After a client-side navigation, focus
  // moves to the main content too, so screen-reader users hear the new page.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
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
      <uni-footer path={location} />
    </>
  );
}
