import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { splitLanguagePath, type LanguageCode } from '../data/i18n/languages';
import { LanguageProvider, useLoadedLanguage } from '../widgets/core/i18n';
import { ListingNav } from '../widgets/layouts/ListingNav';
import { Island } from '../widgets/core/island';
import { Breadcrumb } from './Breadcrumb';
import { HomeScreen } from './HomeScreen';
import { interceptLinks } from './intercept-links';
import { LanguageOffer } from './LanguageOffer';
import { useLanguageSwitch } from './language-switch';
import { documentTitle, screenFor } from './screens';
import { pageDataOf, usePageData } from '../widgets/content-page/route-store';
import { listingOf } from '../data/listing-pages';

/**
 * A page of the events page (data/records/event-pages.ts): the widget shows the path's page of
 * events; the links to the others follow it, drawn from the page's own data (loaded before the
 * screen shows), as no script knows how many pages there are. Plain links in the host's HTML, so
 * the events widget embedded elsewhere carries none of their code.
 */
function EventsScreen({ path, lang }: { path: string; lang: LanguageCode }) {
  const listing = pageDataOf(path, lang)?.listing;
  return (
    <>
      <Island tag="uni-events" lang={lang} mode="all" page={listingOf(path).page} />
      {listing && listing.pages > 1 ? (
        // Drawn with the widgets' styles (uno.config.ts), as a content page's own nav is; outside a
        // widget they need the kit's rem and the reset's borders (host/host.css, .host-listing).
        <div className="uni-root host-listing" lang={lang}>
          <div className="mx-auto max-w-screen-xl px-4 pb-8">
            <LanguageProvider lang={lang}>
              <ListingNav listing={listing} />
            </LanguageProvider>
          </div>
        </div>
      ) : null}
    </>
  );
}

function RoutedScreen({
  path,
  location,
  lang,
  query,
}: {
  path: string;
  location: string;
  lang: LanguageCode;
  query: string;
}) {
  const screen = screenFor(path, lang);
  // A path whose page data is on its way (route-store.ts) shows nothing until it is there.
  if (screen.kind === 'pending') return null;
  if (screen.kind === 'content') return <Island tag="uni-content-page" lang={lang} path={location} />;
  return (
    <>
      <Breadcrumb path={path} lang={lang} />
      {screen.kind === 'events' ? <EventsScreen path={path} lang={lang} /> : null}
      {screen.kind === 'embed' ? <Island tag="uni-embed-docs" lang={lang} /> : null}
      {screen.kind === 'page' ? <Island tag="uni-page" lang={lang} path={location} query={query} /> : null}
      {screen.kind === 'not-found' ? <Island tag="uni-page" lang={lang} path="/404" /> : null}
    </>
  );
}

/**
 * The thin host: chrome widgets around the routed screen, navigation by wouter.
 * The language is the location's prefix (`/mr/about`: Marathi); every widget
 * gets it as its `lang` attribute, so the server render and the browser agree.
 * `mainStart`: what the build's render puts first in <main> (the search page's content without scripts).
 */
export function App({ mainStart }: { mainStart?: ReactNode }) {
  const [location, navigate] = useLocation();
  const { lang, path } = splitLanguagePath(location);
  const query = new URLSearchParams(useSearch()).get('q') ?? '';
  const mainRef = useRef<HTMLElement>(null);
  const shownLocation = useRef(location);

  // The language selector and the app's start load a language before showing it; reached by
  // a link in the content, the host's own texts follow as soon as it is loaded (a re-render),
  // and so do the document's title and description (worked out at each render).
  useLoadedLanguage(lang);

  useEffect(() => interceptLinks(navigate), [navigate]);
  useLanguageSwitch(location, navigate);

  // Which screen the path is and its title come with its page data (host/screens.ts): loaded here,
  // and the app re-renders when it arrives.
  usePageData(path, lang);
  const pending = screenFor(path, lang).kind === 'pending';
  const title = documentTitle(location);
  useEffect(() => {
    if (!pending) document.title = title;
  }, [pending, title]);

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
      {/* The access bar comes first: its skip link is every page's first Tab stop (GIGW). */}
      <Island tag="uni-access-bar" lang={lang} />
      <LanguageOffer lang={lang} path={path} />
      <Island tag="uni-header" lang={lang} />
      {/* 'To Navigation' focuses this light-DOM wrapper, not the menu itself: a shadow host with
          tabindex -1 would take the whole menu out of the Tab order. */}
      <div id="navigation" tabIndex={-1}>
        <Island tag="uni-menu" lang={lang} path={location} />
      </div>
      <main id="content" ref={mainRef} tabIndex={-1}>
        {mainStart}
        {path === '/' ? (
          <HomeScreen lang={lang} />
        ) : (
          <RoutedScreen path={path} location={location} lang={lang} query={query} />
        )}
      </main>
      <Island tag="uni-footer" lang={lang} path={location} />
    </>
  );
}
