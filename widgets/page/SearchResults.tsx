import { useI18n } from '../core/i18n';
import { Highlighted } from '../core/search/Highlighted';
import { useSiteSearch } from '../core/search/use-site-search';
import { Prose } from './Prose';

/**
 * The full results of `/search?q=`: every page, document and quick link whose
 * title, headings or text hold the words, best first, each with its section and
 * a passage with the words marked. The page exists to search, so it loads its
 * language's index at once.
 */
export function SearchResults({ query }: { query: string }) {
  const { lang, t, title, number, pageUrl } = useI18n();
  const search = useSiteSearch(lang, true);
  const hits = search.index && query ? search.index.search(query) : [];
  const count = { count: number(hits.length), query };
  return (
    <Prose title={title('/search', t('search.title'))}>
      {!query ? <p className="m-0">{t('search.hint')}</p> : null}
      <output className="m-0 block">
        {query && search.status === 'loading' ? t('search.loading') : null}
        {query && search.status === 'ready'
          ? hits.length === 1
            ? t('search.resultsOne', count)
            : t('search.resultsMany', count)
          : null}
      </output>
      {query && search.status === 'error' ? (
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
      {query && search.status === 'ready' && hits.length === 0 ? <p className="m-0">{t('search.none')}</p> : null}
    </Prose>
  );
}
