import { formatNumber } from '../../../data/i18n/format';
import type { LanguageCode } from '../../../data/i18n/languages';
import { fillPlaceholders } from '../../../data/i18n/placeholders';
import type { SnippetPart } from '../../../data/search/snippet';
import type { Hit } from '../../core/search/site-index';
import { RESULT_CLASSES, type SearchPageMessage, type SearchPageTexts } from '../../core/search/results-parts';
import { HYDRATED_EVENT, MOUNT_ATTRIBUTE } from '../../runtime/protocol';

/** An element with its classes and children. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | null,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  made.append(...children);
  return made;
}

/** A result as the list draws it: from the index's hit, or from a first screen the build worked out. */
export type Shown = Pick<Hit, 'url' | 'title' | 'section' | 'kind' | 'lang'> & { passage: SnippetPart[] };

/**
 * What the Element Timing API names the first result by (`elementtiming`), to know when the results
 * are on screen (first-screen.ts). On the `<li>`: Chromium reports a text's paint for its block
 * (the title's link is inline), and only where the attribute was there as it was added.
 */
export const FIRST_RESULT_TIMING = 'uni-search-first-result';

/** The copy of the widget the results are painted into (the original stays as the server wrote it). */
const PAINTED_ATTRIBUTE = 'data-uni-search-results';

/** The results list of the search page as both its painters draw it: the page's head step and its script. */
export interface ResultsView {
  /** `total` and its first `hits`, the first ones of a longer list than those drawn: the new ones are added below. */
  draw: (total: number, hits: Shown[], complete: boolean) => void;
  /** "Show more results", in place once drawn: it keeps the focus as results are added. */
  more: HTMLButtonElement;
  /** The widget's status line, and the box the results are drawn in. */
  status: HTMLOutputElement;
  body: HTMLElement;
  /** A message in the page's language, its placeholders filled. */
  say: (key: SearchPageMessage, params?: Record<string, string>) => string;
}

/** A hit's passage with its matched words in `<mark>`, as Highlighted.tsx draws it. */
const passage = (parts: SnippetPart[]) =>
  element(
    'p',
    RESULT_CLASSES.passage,
    ...parts.map((part) =>
      part.mark ? element('mark', RESULT_CLASSES.mark, part.text) : element('span', null, part.text),
    ),
  );

/**
 * The results of `words` drawn into the prerendered search page without React, with the same texts
 * and classes as widgets/page/SearchResults.tsx, which renders them after a client-side navigation.
 * It paints into a copy of the widget's prerendered HTML and hides the original, which stays as the
 * server wrote it: should the host's React app take the page over, the widget hydrates that
 * original without a mismatch, and the copy gives way to it once hydrated. A second call on the
 * same page (the page's script after its head step painted the first screen) takes over the
 * copy and its list as they are.
 */
export function resultsView(page: Element, lang: LanguageCode, words: string, texts: SearchPageTexts): ResultsView {
  const root = page.shadowRoot ?? page;
  const say = (key: SearchPageMessage, params?: Record<string, string>) =>
    params ? fillPlaceholders(texts.messages[key], params) : texts.messages[key];
  let painted = root.querySelector<HTMLElement>(`[${PAINTED_ATTRIBUTE}]`);
  if (!painted) {
    const mount = root.querySelector<HTMLElement>(`[${MOUNT_ATTRIBUTE}]`);
    if (!mount) throw new Error('uni-page: the prerendered search page has no mount point');
    painted = mount.cloneNode(true) as HTMLElement;
    painted.removeAttribute(MOUNT_ATTRIBUTE);
    painted.setAttribute(PAINTED_ATTRIBUTE, '');
    const copy = painted;
    mount.before(copy);
    mount.style.display = 'none';
    page.addEventListener(
      HYDRATED_EVENT,
      () => {
        copy.remove();
        mount.style.removeProperty('display');
      },
      { once: true },
    );
  }
  const status = painted.querySelector('output');
  const body = status?.nextElementSibling;
  if (!status || !(body instanceof HTMLElement))
    throw new Error('uni-page: the prerendered search page has no <output> followed by the results');
  // Drawn already (by the head step), the list is followed by its button and its note.
  const drawn = body.querySelector<HTMLOListElement>(':scope > ol');
  const list = drawn ?? element('ol', RESULT_CLASSES.list);
  const more = (drawn?.nextElementSibling as HTMLButtonElement | null) ?? element('button', RESULT_CLASSES.more);
  const none = (more.nextElementSibling as HTMLElement | null) ?? element('p', 'm-0', say('search.none'));
  if (!drawn) {
    more.type = 'button';
    more.textContent = say('search.more');
    status.textContent = say('search.loading');
  }

  const result = (hit: Shown, at: number) => {
    const item = element(
      'li',
      null,
      Object.assign(element('a', RESULT_CLASSES.title, hit.title), { href: hit.url }),
      element(
        'p',
        RESULT_CLASSES.section,
        `${hit.kind === 'document' ? `${say('search.document')} · ` : ''}${hit.section}`,
      ),
      ...(hit.passage.length ? [passage(hit.passage)] : []),
    );
    if (hit.lang !== lang) item.lang = hit.lang;
    if (at === 0) item.setAttribute('elementtiming', FIRST_RESULT_TIMING);
    return item;
  };
  return {
    more,
    status,
    body,
    say,
    draw: (total, hits, complete) => {
      const count = { count: formatNumber(lang, total), query: words };
      status.textContent = say(total === 1 ? 'search.resultsOne' : 'search.resultsMany', count);
      const before = list.childElementCount;
      list.append(...hits.slice(before).map((hit, at) => result(hit, before + at)));
      list.hidden = hits.length === 0;
      more.hidden = !complete || hits.length >= total;
      none.hidden = total > 0;
      if (!body.contains(list)) body.replaceChildren(list, more, none);
    },
  };
}

/** Says in the results' place that the search could not be loaded, with the site map's link. */
export function showLoadError({ status, body, say }: ResultsView, texts: SearchPageTexts, error: unknown) {
  console.error('uni-search: the search index could not be loaded', error);
  const link = Object.assign(element('a', RESULT_CLASSES.siteMapLink, say('search.siteMapLink')), {
    href: texts.siteMap,
  });
  const alert = element('p', 'm-0', `${say('search.loadError')} `, link);
  alert.setAttribute('role', 'alert');
  status.textContent = '';
  body.replaceChildren(alert);
}
