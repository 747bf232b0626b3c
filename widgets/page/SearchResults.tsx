import { useState } from 'react';
import { useI18n } from '../core/i18n';
import { Highlighted } from '../core/search/Highlighted';
import { useSearchHits, useSiteSearch } from '../core/search/use-site-search';
import { Prose } from './Prose';

/**
 * Results shown at first, and added by each "Show more results": ten, as most search
 * engines show. Each result's passage is a download of its own (its text file), so the
 * first page of a common word stays under 150 KB gzip at 10,000 pages (npm run bench).
 */
const PAGE = 10;

/**
 * The full results of `/search?q=`: how many pages, documents and quick links
 * hold the words, and the best ones first, each with its section and a passage
 * with the words marked; more on request (each passage's text is a download of
 * its own). The page exists to search, so it loads its language's index at once.
 */
export function SearchResults({ query }: { query: string }) {
  const { lang, t, title, number, pageUrl } = useI18n();
  const search = useSiteSearch(lang, true);
  // How many results the visitor asked to see, for the words asked: a new search starts at the first page.
  const [more, setMore] = useState({ query, shown: PAGE });
  const shown = more.query === query ? more.shown : PAGE;
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
            <a href={pageUrl('/sitemap')} className="focus-ring rounded text-brand underline">
              {t('search.siteMapLink')}
            </a>
          </p>
        ) : null}
        {hits.length ? (
          <ol className="m-0 list-none space-y-5 p-0">
            {hits.map((hit) => (
              <li key={hit.url} lang={hit.lang === lang ? undefined : hit.lang}>
                <a href={hit.url} className="focus-ring rounded text-lg font-semibold text-brand underline">
                  {hit.title}
                </a>
                <p className="m-0 text-sm text-gray-700">
                  {hit.kind === 'document' ? `${t('search.document')} · ` : ''}
                  {hit.section}
                </p>
                {hit.text ? (
                  <p className="m-0 mt-1 text-sm">
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
            onClick={() => setMore({ query, shown: hits.length + PAGE })}
            className="focus-ring rounded border border-brand px-3 py-1.5 text-brand hover:bg-brand hover:text-white"
          >
            {t('search.more')}
          </button>
        ) : null}
        {query && ready && total === 0 ? <p className="m-0">{t('search.none')}</p> : null}
      </div>
    </Prose>
  );
}
