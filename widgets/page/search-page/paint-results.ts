import { formatNumber } from '../../../data/i18n/format';
import type { LanguageCode } from '../../../data/i18n/languages';
import { fillPlaceholders } from '../../../data/i18n/placeholders';
import { snippet } from '../../../data/search/snippet';
import { HYDRATED_EVENT, MOUNT_ATTRIBUTE } from '../../runtime/protocol';
import {
  FIRST_SCREEN_RESULTS,
  RESULT_CLASSES,
  RESULTS_PAGE,
  type SearchPageTexts,
} from '../../core/search/results-parts';
import { loadSiteIndex, type Hit, type SearchAnswer, type SiteIndex } from '../../core/search/site-index';

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

/** A hit's passage with its matched words in `<mark>`, as Highlighted.tsx draws it. */
const passage = (hit: Hit) =>
  element(
    'p',
    RESULT_CLASSES.passage,
    ...snippet(hit.text!, hit.terms).map((part) =>
      part.mark ? element('mark', RESULT_CLASSES.mark, part.text) : element('span', null, part.text),
    ),
  );

/**
 * The results of `/search?q=` painted into the prerendered search page by the page's own
 * script, without React: the same index and ranking (site-index.ts), the same passages
 * (data/search/snippet.ts), texts and classes as widgets/page/SearchResults.tsx, which
 * renders them after a client-side navigation. The first screen's results are painted first,
 * the rest of the ten added below them (the ranking is a total order: the first few of ten are
 * the same as on their own). "Show more results" adds ten, its button keeps the focus. It paints into a
 * copy of the widget's prerendered HTML and hides the original, which stays as the server wrote
 * it: should the host's React app take the page over (a client-side navigation), the widget
 * hydrates that original without a mismatch, and the copy gives way to it once hydrated.
 * Resolves once the first results (or the failure) are painted.
 */
export function paintSearchResults(
  page: Element,
  lang: LanguageCode,
  query: string,
  texts: SearchPageTexts,
): Promise<void> {
  const words = query.trim();
  const mount = (page.shadowRoot ?? page).querySelector<HTMLElement>(`[${MOUNT_ATTRIBUTE}]`);
  if (!mount) throw new Error('uni-page: the prerendered search page has no mount point');
  if (!words) return Promise.resolve();
  const painted = mount.cloneNode(true) as HTMLElement;
  painted.removeAttribute(MOUNT_ATTRIBUTE);
  const status = painted.querySelector('output');
  const body = status?.nextElementSibling;
  if (!status || !(body instanceof HTMLElement))
    throw new Error('uni-page: the prerendered search page has no <output> followed by the results');
  mount.before(painted);
  mount.style.display = 'none';
  page.addEventListener(
    HYDRATED_EVENT,
    () => {
      painted.remove();
      mount.style.removeProperty('display');
    },
    { once: true },
  );
  const say = (key: keyof SearchPageTexts['messages'], params?: Record<string, string>) =>
    params ? fillPlaceholders(texts.messages[key], params) : texts.messages[key];
  status.textContent = say('search.loading');

  // Put in place once, then updated: the button stays where it is and keeps the focus.
  const list = element('ol', RESULT_CLASSES.list);
  const more = element('button', RESULT_CLASSES.more, say('search.more'));
  more.type = 'button';
  const none = element('p', 'm-0', say('search.none'));
  let shown = RESULTS_PAGE;

  const result = (hit: Hit) => {
    const item = element(
      'li',
      null,
      Object.assign(element('a', RESULT_CLASSES.title, hit.title), { href: hit.url }),
      element(
        'p',
        RESULT_CLASSES.section,
        `${hit.kind === 'document' ? `${say('search.document')} · ` : ''}${hit.section}`,
      ),
      ...(hit.text ? [passage(hit)] : []),
    );
    if (hit.lang !== lang) item.lang = hit.lang;
    return item;
  };
  /** The hits of `answer`, the first ones of a longer list than those drawn: the new ones are added below. */
  const draw = ({ total, hits }: SearchAnswer, complete: boolean) => {
    const count = { count: formatNumber(lang, total), query: words };
    status.textContent = say(total === 1 ? 'search.resultsOne' : 'search.resultsMany', count);
    list.append(...hits.slice(list.childElementCount).map(result));
    list.hidden = hits.length === 0;
    more.hidden = !complete || hits.length >= total;
    none.hidden = total > 0;
    if (!body.contains(list)) body.replaceChildren(list, more, none);
  };
  const show = async (index: SiteIndex) => draw(await index.search(words, shown, true), true);
  const failed = (error: unknown) => {
    console.error('uni-search: the search index could not be loaded', error);
    const link = Object.assign(element('a', RESULT_CLASSES.siteMapLink, say('search.siteMapLink')), {
      href: texts.siteMap,
    });
    const alert = element('p', 'm-0', `${say('search.loadError')} `, link);
    alert.setAttribute('role', 'alert');
    status.textContent = '';
    body.replaceChildren(alert);
  };

  return new Promise((firstPainted) => {
    loadSiteIndex(lang)
      .then(async (index) => {
        more.addEventListener('click', () => {
          shown += RESULTS_PAGE;
          show(index).catch(failed);
        });
        const first = await index.search(words, FIRST_SCREEN_RESULTS, true);
        draw(first, first.hits.length >= first.total);
        firstPainted();
        if (first.hits.length < first.total) await show(index);
      })
      .catch(failed)
      .finally(firstPainted);
  });
}
