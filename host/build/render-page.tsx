import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { loadAllRoutes } from '../../widgets/content-page/route-store';
import { propName, widgetDefinitions, type AttributeType } from '../../widgets/core/definitions';
import { preloadSamples } from '../../widgets/core/localised-sample';
import { splitLanguagePath, type LanguageCode } from '../../data/i18n/languages';
import { translate } from '../../data/i18n/translate';
import { declarativeShadowRoot } from '../../widgets/core/prerender-markup';
import { HYDRATE_ATTRIBUTE } from '../../widgets/runtime/protocol';
import { widgetLoaders } from '../../widgets/registry';
import { App } from '../App';
import { documentTitle } from '../screens';

/**
 * Renders one page of the host site to HTML at build time: the host's light DOM
 * from the same App the browser runs, and inside every `uni-*` tag a declarative
 * shadow root holding the widget's own server render. The browser shows the page
 * before any JavaScript runs; the widgets then hydrate it (widgets/core/renderer.ts).
 */
export async function loadAllWidgets(): Promise<void> {
  await Promise.all([...Object.values(widgetLoaders).map((load) => load()), loadAllRoutes()]);
  // Every widget's translated samples, so that a Marathi or Hindi page renders in one pass.
  await preloadSamples();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
const unescapeHtml = (value: string) => value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]);

function parseAttribute(type: AttributeType, value: string): unknown {
  if (type === 'number') return parseFloat(value);
  if (type === 'boolean') return value === '' || /^[ty1-9]/i.test(value);
  if (type === 'json') return JSON.parse(value);
  return value;
}

/** The props a custom element would get from these attributes (only the ones it observes). */
export function propsFromAttributes(tag: string, attributeText: string): Record<string, unknown> {
  const definition = widgetDefinitions.get(tag);
  if (!definition) throw new Error(`No widget definition for <${tag}>`);
  const props: Record<string, unknown> = {};
  for (const [, name, , value = ''] of attributeText.matchAll(/([a-z][a-z0-9-]*)(="([^"]*)")?/g)) {
    const prop = propName(name);
    const type = definition.attributes[prop];
    if (type) props[prop] = parseAttribute(type, unescapeHtml(value));
  }
  return props;
}

/**
 * Puts each widget's server render, as a declarative shadow root, inside its tag,
 * and marks the tag with when its code should load (islands: widgets/autoload.ts).
 */
export function fillShadowRoots(html: string, stylesheetHref: string): string {
  return html.replace(/<(uni-[a-z0-9-]+)((?:\s[^>]*)?)>/g, (openTag, tag: string, attributeText: string) => {
    const definition = widgetDefinitions.get(tag);
    if (!definition) return openTag;
    const { Root, hydrate } = definition;
    const props = propsFromAttributes(tag, attributeText);
    const inner = renderToString(<Root {...props} />);
    const when = typeof hydrate === 'function' ? hydrate(props) : hydrate;
    const islandTag = `<${tag}${attributeText} ${HYDRATE_ATTRIBUTE}="${when}">`;
    return islandTag + declarativeShadowRoot(inner, stylesheetHref, props);
  });
}

/** What the `<head>` of a location (`/mr/about`) says: its language, title and description. */
export function pageHead(location: string): { lang: LanguageCode; title: string; description: string } {
  const { lang } = splitLanguagePath(location);
  return { lang, title: documentTitle(location), description: translate(lang, 'site.description') };
}

/**
 * One page's light DOM and widgets, `location` with its language prefix (`/mr/about`),
 * and where the page's `<main>` starts in that HTML (the whole length when it has none).
 */
export function renderPage(location: string, stylesheetHref: string): { appHtml: string; mainStart: number } {
  const lightDom = renderToString(
    <Router ssrPath={location} ssrSearch="">
      <App />
    </Router>,
  );
  // The App's <main> is the only '<main' of the light DOM (React escapes '<' in text and
  // attributes), and filling the shadow roots before it and after it apart changes nothing.
  const split = lightDom.includes('<main') ? lightDom.indexOf('<main') : lightDom.length;
  const beforeMain = fillShadowRoots(lightDom.slice(0, split), stylesheetHref);
  return { appHtml: beforeMain + fillShadowRoots(lightDom.slice(split), stylesheetHref), mainStart: beforeMain.length };
}
