import { useState } from 'react';
import { useI18n } from '../core/i18n';
import { Highlighted } from '../core/search/Highlighted';
import { useSearchHits, useSiteSearch } from '../core/search/use-site-search';
import { Prose } from './Prose';
import { RESULT_CLASSES, RESULTS_PAGE } from '../core/search/results-parts';

/**
 * The full results of `/search?q=`: how many pages, documents and quick links
 * hold the words, and the best ones first, each with its section and a passage
 * with the words marked; more on request (each passage's text is a download of
 * its own). The page exists to search, so it loads its language's index at once.
 * The prerendered search page paints the same results with a script of its own
 * (search-page/paint-results.ts); this one renders them after a client-side navigation.
 */
export function SearchResults({ query }: { query: string }) {
  const { lang, t, title, number, pageUrl } = useI18n();
  const search = useSiteSearch(lang, true);
  // How many results the visitor asked to see, for the words asked: a new search starts at the first page.
  const [more, setMore] = useState({ query, shown: RESULTS_PAGE });
  const shown = more.query === query ? more.shown : RESULTS_PAGE;
  const found = useSearchHits(search.index, query, shown, true);
  const total = found.latest?.total ?? 0;
  const hits = found.latest?.hits ?? [];
  const ready = search.status === 'ready' && found.latest !== undefined;
  const count = { count: number(total), query };
  return (
    <Prose title={title('/search', t('search.title'))}>
      {/* The page is prerendered without a query; results arrive after the index. One line says the
          hint, then the progress, then the count, and the results take at least a screen, so nothing
          on screen moves when they arrive (the footer stays below). */}
      <output className="m-0 block">
        {!query ? t('search.hint') : null}
        {query && !ready && !found.failed && search.status !== 'error' ? t('search.loading') : null}
        {query && ready ? (total === 1 ? t('search.resultsOne', count) : t('search.resultsMany', count)) : null}
      </output>
      <div className="min-h-screen space-y-5">
        {query && (search.status === 'error' || found.failed) ? (
          <p className="m-0" role="alert">
            {t('search.loadError')}{' '}
            <a href={pageUrl('/sitemap')} className={RESULT_CLASSES.siteMapLink}>
              {t('search.siteMapLink')}
            </a>
          </p>
        ) : null}
        {hits.length ? (
          <ol className={RESULT_CLASSES.list}>
            {hits.map((hit) => (
              <li key={hit.url} lang={hit.lang === lang ? undefined : hit.lang}>
                <a href={hit.url} className={RESULT_CLASSES.title}>
                  {hit.title}
                </a>
                <p className={RESULT_CLASSES.section}>
                  {hit.kind === 'document' ? `${t('search.document')} · ` : ''}
                  {hit.section}
                </p>
                {hit.text ? (
                  <p className={RESULT_CLASSES.passage}>
                    <Highlighted text={hit.text} terms={hit.terms} />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
        {hits.length < total ? (
          <button
            type="button"
            onClick={() => setMore({ query, shown: hits.length + RESULTS_PAGE })}
            className={RESULT_CLASSES.more}
          >
            {t('search.more')}
          </button>
        ) : null}
        {query && ready && total === 0 ? <p className="m-0">{t('search.none')}</p> : null}
      </div>
    </Prose>
  );
}
