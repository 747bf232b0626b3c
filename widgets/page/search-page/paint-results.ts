import { formatNumber } from '../../../data/i18n/format';
import type { LanguageCode } from '../../../data/i18n/languages';
import { fillPlaceholders } from '../../../data/i18n/placeholders';
import {
  FIRST_SCREEN_RESULTS,
  snippetParts,
  type FirstScreens,
  type ScreenHit,
} from '../../../data/search/first-screens';
import { snippet, type SnippetPart } from '../../../data/search/snippet';
import { assetUrl } from '../../core/asset-url';
import { HYDRATED_EVENT, MOUNT_ATTRIBUTE } from '../../runtime/protocol';
import { RESULT_CLASSES, RESULTS_PAGE, type SearchPageTexts } from '../../core/search/results-parts';
import { fetchIndexFile, indexFileUrl, loadSiteIndex, type Hit, type SiteIndex } from '../../core/search/site-index';
import { preload, queryChunks, queryScreen, type SearchPageIndex } from './query-chunks';
import { shardFileName } from '../../../data/search/shards';

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
type Shown = Pick<Hit, 'url' | 'title' | 'section' | 'kind' | 'lang'> & { passage: SnippetPart[] };

const fromHit = (hit: Hit): Shown => ({ ...hit, passage: hit.text ? snippet(hit.text, hit.terms) : [] });

const fromScreen = ([url, title, section, kind, lang, parts]: ScreenHit): Shown => ({
  url: assetUrl(url),
  title,
  section,
  kind,
  lang,
  passage: snippetParts(parts),
});

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
 * Once the frame with the results is on screen (a frame, then a task), or after 200 ms where frames
 * wait (a tab in the background): what waits for the first results (the rest of the ten, the host's
 * scripts) starts after their paint, not between their drawing and their paint.
 */
const nextPaint = () =>
  new Promise<void>((painted) => {
    requestAnimationFrame(() => setTimeout(painted));
    setTimeout(painted, 200);
  });

/**
 * A one-word query's first screen, from its file of first screens (data/search/first-screens.ts;
 * the page's head preloaded it): undefined for any other query, a word not in the index, or a file
 * that could not be had (the index answers then).
 */
async function firstScreenOf(lang: LanguageCode, words: string, screenFiles: number) {
  const screen = queryScreen(words, screenFiles);
  if (!screen) return undefined;
  try {
    const screens = (await fetchIndexFile(lang, screen.file)) as FirstScreens;
    return Object.hasOwn(screens, screen.term) ? screens[screen.term] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The results of `/search?q=` painted into the prerendered search page by the page's own
 * script, without React: the same index and ranking (site-index.ts), the same passages
 * (data/search/snippet.ts), texts and classes as widgets/page/SearchResults.tsx, which
 * renders them after a client-side navigation. The first screen's results are painted first (a
 * one-word query's from its file of first screens, which the build ranked with the same engine;
 * any other from the index), the rest of the ten added below them, from the index (the ranking is
 * a total order: the first few of ten are the same as on their own). "Show more results" adds ten, its button keeps the focus. It paints into a
 * copy of the widget's prerendered HTML and hides the original, which stays as the server wrote
 * it: should the host's React app take the page over (a client-side navigation), the widget
 * hydrates that original without a mismatch, and the copy gives way to it once hydrated.
 * Resolves once the first results (or the failure) are painted, on screen.
 */
export function paintSearchResults(
  page: Element,
  lang: LanguageCode,
  query: string,
  texts: SearchPageTexts,
  { screenFiles, chunkFirstTerms }: Pick<SearchPageIndex, 'screenFiles' | 'chunkFirstTerms'>,
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

  const result = (hit: Shown) => {
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
    return item;
  };
  /** `total` and its first `hits`, the first ones of a longer list than those drawn: the new ones are added below. */
  const draw = (total: number, hits: Shown[], complete: boolean) => {
    const count = { count: formatNumber(lang, total), query: words };
    status.textContent = say(total === 1 ? 'search.resultsOne' : 'search.resultsMany', count);
    list.append(...hits.slice(list.childElementCount).map(result));
    list.hidden = hits.length === 0;
    more.hidden = !complete || hits.length >= total;
    none.hidden = total > 0;
    if (!body.contains(list)) body.replaceChildren(list, more, none);
  };
  const show = async (index: SiteIndex) => {
    const { total, hits } = await index.search(words, shown, true);
    draw(total, hits.map(fromHit), true);
  };
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

  // The rest of the ten, and "Show more results", from the index: a task after the first results'
  // promise resolves, so the page has announced their paint (host/search-page.ts) before the engine
  // and the index files are asked for.
  const rest = () =>
    new Promise((after) => setTimeout(after))
      .then(() => loadSiteIndex(lang))
      .then(async (index) => {
        more.addEventListener('click', () => {
          shown += RESULTS_PAGE;
          show(index).catch(failed);
        });
        await show(index);
      });
  return new Promise((firstPainted) => {
    firstScreenOf(lang, words, screenFiles)
      .then(async (screen) => {
        if (screen) {
          const [total, hits] = screen;
          draw(total, hits.map(fromScreen), hits.length >= total);
          await nextPaint();
          firstPainted();
          if (hits.length < total) await rest();
          return;
        }
        // A word without a first screen (a rare one): the index's base and the word's postings are
        // asked for beside the engine, not after it (the head step did so for several words).
        if (queryScreen(words, screenFiles))
          for (const name of [shardFileName.base, ...queryChunks(words, chunkFirstTerms)])
            preload('preload', indexFileUrl(lang, name));
        const index = await loadSiteIndex(lang);
        const first = await index.search(words, FIRST_SCREEN_RESULTS, true);
        draw(first.total, first.hits.map(fromHit), first.hits.length >= first.total);
        await nextPaint();
        firstPainted();
        if (first.hits.length < first.total) await rest();
      })
      .catch(failed)
      .finally(firstPainted);
  });
}
