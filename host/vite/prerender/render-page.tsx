import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { loadAllSections, loadFromSections } from './section-page-data';
import { loadKitDataFromRecords } from './kit-data-files';
import {
  propName,
  widgetDefinitions,
  type AttributeType,
  type WidgetDefinition,
} from '../../../widgets/core/definitions';
import { Island, IslandServerContext, type IslandServer } from '../../../widgets/core/island';
import { preloadSamples } from '../../../widgets/core/localised-sample';
import { localisedPath, splitLanguagePath, type LanguageCode } from '../../../data/i18n/languages';
import { translate } from '../../../data/i18n/translate';
import { prerenderedMount } from '../../../widgets/core/prerender-markup';
import { HYDRATE_ATTRIBUTE } from '../../../widgets/runtime/protocol';
import { widgetLoaders } from '../../../widgets/registry';
import { App } from '../../App';
import { documentTitle } from '../../screens';
import { sharedRender, type SharedRenders } from './shared-renders';

/**
 * Renders one page of the host site to HTML at build time: the host's light DOM
 * from the same App the browser runs, and inside every `uni-*` tag (an Island) the
 * widget's own server render, in the light DOM too (widgets/core/prerender-markup.ts). The
 * browser shows the page before any JavaScript runs; the widgets then hydrate it
 * (widgets/core/renderer.ts).
 */
export async function loadWidgets(): Promise<void> {
  // Pages render from the sections' modules, not from downloaded page data.
  loadFromSections();
  await Promise.all(Object.values(widgetLoaders).map((load) => load()));
  // Every widget's translated samples and kit files, so that a Marathi or Hindi page renders in one pass.
  await Promise.all([preloadSamples(), loadKitDataFromRecords()]);
}

/** The widgets and every section's content in every language (the tests render any page after it). */
export async function loadAllWidgets(): Promise<void> {
  await Promise.all([loadWidgets(), loadAllSections()]);
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
function propsOf(definition: WidgetDefinition, attributes: Record<string, unknown>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const prop = propName(name);
    const type = definition.attributes[prop];
    // React writes no attribute for these values: the element would not see one.
    if (type && value !== undefined && value !== null && value !== false) props[prop] = propValue(type, value);
  }
  return props;
}

/** React escapes '<' in text and attributes: this comment can only be an island's (`<!--uni-island:3-->`). */
const ISLAND_MARK = '<!--uni-island:';
const MARK_END = '-->';

/**
 * Renders `tree` with every Island filled: each widget is rendered on its own, as the browser
 * hydrates it (one root per widget: React's ids depend on the root). A render cannot start
 * another inside it, so each island first leaves a numbered comment; `fill` puts the widgets'
 * content in its place, in the whole HTML or in any part of it cut between tags.
 */
function renderWithIslands(tree: ReactNode, shared?: SharedRenders): { html: string; fill: (part: string) => string } {
  const islands: Array<{ definition: WidgetDefinition; props: Record<string, unknown> }> = [];
  const server: IslandServer = {
    fill(tag, attributes) {
      const definition = widgetDefinitions.get(tag);
      if (!definition) throw new Error(`Prerender: no widget definition for <${tag}>`);
      const props = propsOf(definition, attributes);
      const when = typeof definition.hydrate === 'function' ? definition.hydrate(props) : definition.hydrate;
      islands.push({ definition, props });
      return {
        innerHtml: `${ISLAND_MARK}${islands.length - 1}${MARK_END}`,
        serverAttributes: { [HYDRATE_ATTRIBUTE]: when },
      };
    },
  };
  const html = renderToString(<IslandServerContext value={server}>{tree}</IslandServerContext>);
  // The widgets share one document: each one's React ids start with its tag, as hydration's do (widgets/core/renderer.ts).
  const contents = islands.map(({ definition: { tag, Root }, props }) =>
    prerenderedMount(
      sharedRender(shared, tag, props, () => renderToString(<Root {...props} />, { identifierPrefix: tag })),
      props,
    ),
  );
  const fill = (part: string) => {
    const [before, ...marked] = part.split(ISLAND_MARK);
    return (
      before +
      marked
        .map((piece) => {
          const end = piece.indexOf(MARK_END);
          return contents[Number(piece.slice(0, end))] + piece.slice(end + MARK_END.length);
        })
        .join('')
    );
  };
  return { html, fill };
}

/** Widgets and host markup rendered as a page renders them, for the tests. */
export function renderIslands(tree: ReactNode): string {
  const { html, fill } = renderWithIslands(tree);
  return fill(html);
}

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
 * `shared`: the widgets' renders pages share (shared-renders.ts), kept from page to page.
 */
export function renderPage(
  location: string,
  { searchPage = false, shared }: { searchPage?: boolean; shared?: SharedRenders } = {},
): { appHtml: string; mainStart: number } {
  const { lang } = splitLanguagePath(location);
  const { html, fill } = renderWithIslands(
    <Router ssrPath={location} ssrSearch="">
      <App mainStart={searchPage ? <SearchWithoutScripts lang={lang} /> : undefined} />
    </Router>,
    shared,
  );
  // The App's <main> is the only '<main' of its HTML (React escapes '<' in text and attributes).
  const split = html.includes('<main') ? html.indexOf('<main') : html.length;
  const beforeMain = fill(html.slice(0, split));
  const fromMain = fill(html.slice(split));
  return { appHtml: beforeMain + fromMain, mainStart: beforeMain.length };
}
