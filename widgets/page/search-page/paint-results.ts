import type { LanguageCode } from '../../../data/i18n/languages';
import { FIRST_SCREEN_RESULTS } from '../../../data/search/first-screens';
import { snippet } from '../../../data/search/snippet';
import { shardFileName } from '../../../data/search/shards';
import { RESULTS_PAGE, type SearchPageTexts } from '../../core/search/results-parts';
import { indexFileUrl } from '../../core/search/index-files';
import { loadSiteIndex, type Hit, type SiteIndex } from '../../core/search/site-index';
import { firstScreenOf, fromScreen, nextPaint } from './first-screen';
import { preload, queryChunks, queryScreen, type SearchPageIndex } from './query-chunks';
import { resultsView, showLoadError, type Shown } from './results-view';

const fromHit = (hit: Hit): Shown => ({ ...hit, passage: hit.text ? snippet(hit.text, hit.terms) : [] });

/**
 * The results of `/search?q=` painted into the prerendered search page by the page's own
 * script, without React: the same index and ranking (site-index.ts), the same passages
 * (data/search/snippet.ts), texts and classes as widgets/page/SearchResults.tsx (results-view.ts).
 * The first screen's results are painted first (a one-word query's from its file of first screens,
 * which the build ranked with the same engine, and which the page's head step may have drawn
 * already: `window.uniSearchFirstScreen`; any other from the index), the rest of the ten added
 * below them, from the index (the ranking is a total order: the first few of ten are the same as
 * on their own). "Show more results" adds ten, its button keeps the focus.
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
  if (!words) return Promise.resolve();
  const view = resultsView(page, lang, words, texts);
  const { draw, more } = view;
  const failed = (error: unknown) => showLoadError(view, texts, error);
  let shown = RESULTS_PAGE;
  const show = async (index: SiteIndex) => {
    const { total, hits } = await index.search(words, shown, true);
    draw(total, hits.map(fromHit), true);
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
    (window.uniSearchFirstScreen ?? firstScreenOf(lang, words, screenFiles))
      .then(async (screen) => {
        if (screen) {
          const [total, hits] = screen;
          // Drawn already by the head step: the same hits, nothing added.
          draw(total, hits.map(fromScreen), hits.length >= total);
          await nextPaint(view.body);
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
        await nextPaint(view.body);
        firstPainted();
        if (first.hits.length < first.total) await rest();
      })
      .catch(failed)
      .finally(firstPainted);
  });
}
