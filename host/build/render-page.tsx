import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { loadAllRoutes } from '../../widgets/content-page/route-store';
import { propName, widgetDefinitions, type AttributeType } from '../../widgets/core/definitions';
import { Island, IslandServerContext, type IslandServer } from '../../widgets/core/island';
import { preloadSamples } from '../../widgets/core/localised-sample';
import { localisedPath, splitLanguagePath, type LanguageCode } from '../../data/i18n/languages';
import { translate } from '../../data/i18n/translate';
import { declarativeShadowRoot, HYDRATE_ATTRIBUTE } from '../../widgets/core/prerender-markup';
import { widgetLoaders } from '../../widgets/registry';
import { App } from '../App';
import { documentTitle } from '../screens';

/**
 * Renders one page of the host site to HTML at build time: the host's light DOM
 * from the same App the browser runs, and inside every `uni-*` tag (an Island) a
 * declarative shadow root holding the widget's own server render. The browser shows
 * the page before any JavaScript runs; the widgets then hydrate it (widgets/core/renderer.ts).
 */
export async function loadAllWidgets(): Promise<void> {
  await Promise.all([...Object.values(widgetLoaders).map((load) => load()), loadAllRoutes()]);
  // Every widget's translated samples, so that a Marathi or Hindi page renders in one pass.
  await preloadSamples();
}

/** What an element makes of an attribute's value: a string attribute read as its declared type. */
function propValue(type: AttributeType, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (type === 'number') return parseFloat(value);
  if (type === 'boolean') return value === '' || /^[ty1-9]/i.test(value);
  if (type === 'json') return JSON.parse(value);
  return value;
}

/** The props a custom element gets from these attributes (only the ones it observes, as React sets them). */
function propsOf(tag: string, attributes: Record<string, unknown>): Record<string, unknown> {
  const definition = widgetDefinitions.get(tag);
  if (!definition) throw new Error(`Prerender: no widget definition for <${tag}>`);
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const prop = propName(name);
    const type = definition.attributes[prop];
    // React writes no attribute for these values: the element would not see one.
    if (type && value !== undefined && value !== null && value !== false) props[prop] = propValue(type, value);
  }
  return props;
}

/**
 * Renders `tree` with every Island filled: each widget is rendered on its own, as the browser
 * hydrates it (one root per widget: React's ids depend on the root). A render cannot start
 * another inside it, so each island first leaves a comment, which the widget's render replaces.
 * Calls `split` with the tree's HTML to fill its parts apart (the HTML is their concatenation).
 */
function renderWithIslands(tree: ReactNode, stylesheetHref: string, split = (html: string) => [html]): string[] {
  const shadowRoots: Array<() => string> = [];
  const server: IslandServer = {
    fill(tag, attributes) {
      const { Root, hydrate } = widgetDefinitions.get(tag) ?? {};
      const props = propsOf(tag, attributes);
      const when = typeof hydrate === 'function' ? hydrate(props) : hydrate;
      shadowRoots.push(() =>
        declarativeShadowRoot(renderToString(Root ? <Root {...props} /> : null), stylesheetHref, props),
      );
      return { innerHtml: islandMark(shadowRoots.length - 1), serverAttributes: { [HYDRATE_ATTRIBUTE]: String(when) } };
    },
  };
  const html = renderToString(<IslandServerContext value={server}>{tree}</IslandServerContext>);
  const filled = shadowRoots.map((render) => render());
  return split(html).map((part) =>
    filled.reduce((text, shadowRoot, index) => text.replace(islandMark(index), () => shadowRoot), part),
  );
}

/** React escapes '<' in text and attributes: this comment can only be an island's. */
const islandMark = (index: number) => `<!--uni-island:${index}-->`;

/** Widgets and host markup rendered as a page renders them, for the tests. */
export const renderIslands = (tree: ReactNode, stylesheetHref: string): string =>
  renderWithIslands(tree, stylesheetHref).join('');

/** What the `<head>` of a location (`/mr/about`) says: its language, title and description. */
export function pageHead(location: string): { lang: LanguageCode; title: string; description: string } {
  const { lang } = splitLanguagePath(location);
  return { lang, title: documentTitle(location), description: translate(lang, 'site.description') };
}

/**
 * The search page's content for readers without scripts (its results need them): a note, and
 * the whole site map in the language, shown only where scripts do not run.
 */
function SearchWithoutScripts({ lang }: { lang: LanguageCode }) {
  return (
    <noscript>
      <p className="search-noscript">{translate(lang, 'search.noScript')}</p>
      <Island tag="uni-page" lang={lang} path={localisedPath(lang, '/sitemap')} query="" />
    </noscript>
  );
}

/**
 * One page's light DOM and widgets, `location` with its language prefix (`/mr/about`),
 * and where the page's `<main>` starts in that HTML (the whole length when it has none).
 * `searchPage`: the search page, whose main opens with what readers without scripts get.
 */
export function renderPage(
  location: string,
  stylesheetHref: string,
  { searchPage = false } = {},
): { appHtml: string; mainStart: number } {
  const { lang } = splitLanguagePath(location);
  const [beforeMain = '', fromMain = ''] = renderWithIslands(
    <Router ssrPath={location} ssrSearch="">
      <App mainStart={searchPage ? <SearchWithoutScripts lang={lang} /> : undefined} />
    </Router>,
    stylesheetHref,
    // The App's <main> is the only '<main' of its HTML (React escapes '<' in text and attributes).
    (html) =>
      html.includes('<main') ? [html.slice(0, html.indexOf('<main')), html.slice(html.indexOf('<main'))] : [html],
  );
  return { appHtml: beforeMain + fromMain, mainStart: beforeMain.length };
}
