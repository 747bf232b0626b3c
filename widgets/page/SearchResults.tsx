import { useI18n } from '../core/i18n';
import { LinkList, Prose } from './Prose';
import { searchSite } from './site-search';
import { useFooterLinks, useQuickLinks } from './translated-data';

export function SearchResults({ query }: { query: string }) {
  const { lang, t, title, number } = useI18n();
  const quickLinks = useQuickLinks(lang).data;
  const footerLinks = useFooterLinks(lang).data;
  const hits = searchSite(query, {
    title,
    siteInformation: t('search.siteInformation'),
    quickLink: t('search.quickLink'),
    links: [...quickLinks, ...footerLinks],
  });
  const count = { count: number(hits.length), query };
  return (
    <Prose title={title('/search', t('search.title'))}>
      {query ? (
        <p className="m-0" role="status">
          {hits.length === 1 ? t('search.resultsOne', count) : t('search.resultsMany', count)}
        </p>
      ) : (
        <p className="m-0">{t('search.hint')}</p>
      )}
      {hits.length ? (
        <LinkList links={hits.map((hit) => ({ title: `${hit.title} (${hit.context})`, link: hit.link }))} />
      ) : null}
      {query && hits.length === 0 ? <p className="m-0">{t('search.none')}</p> : null}
    </Prose>
  );
}
