import { useEffect, useState } from 'react';
import { splitLanguagePath } from '../../data/i18n/languages';
import { useI18n } from '../core/i18n';
import { useCurrentPath } from '../core/use-current-path';
import { NotFound } from './NotFound';
import { OfflinePages } from './OfflinePages';
import { QuickLinksDirectory } from './QuickLinksDirectory';
import { SearchResults } from './SearchResults';
import { SiteMap } from './SiteMap';
import { StaticPageView } from './StaticPageView';
import { useStaticPages } from './translated-data';

export interface PageProps {
  /** Which page to show; defaults to the page's location. Unknown paths show the 404 texts. */
  path?: string;
  /** The search words, for the `/search` page; defaults to the location's `q` parameter. */
  query?: string;
}

function useQuery(query: string | undefined): string {
  const [fromLocation, setFromLocation] = useState('');
  useEffect(() => {
    if (query === undefined) setFromLocation(new URLSearchParams(window.location.search).get('q') ?? '');
  }, [query]);
  return (query ?? fromLocation).trim();
}

/** The site's own pages: policies, help, programme levels, quick links, search and 404. */
export function Page({ path, query }: PageProps) {
  const { lang } = useI18n();
  const currentPath = splitLanguagePath(useCurrentPath(path)).path;
  const searchWords = useQuery(query);
  const pages = useStaticPages(lang);
  if (currentPath === '/quick-links') return <QuickLinksDirectory />;
  if (currentPath === '/search') return <SearchResults query={searchWords} />;
  if (currentPath === '/sitemap') return <SiteMap />;
  if (currentPath === '/offline') return <OfflinePages />;
  const page = pages.data.find((candidate) => candidate.path === currentPath);
  return page ? <StaticPageView page={page} translated={pages.dataLang === lang} /> : <NotFound />;
}
