import { splitLanguagePath } from '../../data/i18n/languages';
import { gigwPages } from '../../data/gigw-pages';
import { menuLandingAt } from '../../data/menu-landings';
import { staticPages } from '../../data/pages';
import { recordPageTitles } from '../../data/records/record-pages';
import { listingOf } from '../../data/listing-pages';
import { useI18n } from '../core/i18n';
import { DocSizesProvider } from '../core/link-marks';
import { ListingNav } from '../layouts/ListingNav';
import { locationQuery } from '../core/search/results-parts';
import { useClientValue } from '../core/use-client-value';
import { useCurrentPath } from '../core/use-current-path';
import { usePageData } from '../content-page/route-store';
import { FeedbackForm } from './FeedbackForm';
import { MenuLanding } from './MenuLanding';
import { NotFound } from './NotFound';
import { OfflinePages } from './OfflinePages';
import { QuickLinksDirectory } from './QuickLinksDirectory';
import { SearchResults } from './SearchResults';
import { SiteMap } from './SiteMap';
import { StaticPageView } from './StaticPageView';
import { useGigwPages, useStaticPages } from './translated-data';
import type { PageProps } from './props';

/** What's new and the archive: their text, and their PDFs' sizes, are in their page data (data/page-data.ts), not in a script. */
const RECORD_PAGE_PATHS: ReadonlySet<string> = new Set(recordPageTitles('en').map((page) => page.path));

/** The words given, else the location's `q` (the prerendered search page carries `query=""`). */
function useQuery(query: string | undefined): string {
  const fromLocation = useClientValue(locationQuery, '');
  return (query || fromLocation).trim();
}

/** The site's own pages: policies, help, programme levels, quick links, search, the menu's landing pages and 404. */
export function Page({ path, query }: PageProps) {
  const { lang } = useI18n();
  const currentPath = splitLanguagePath(useCurrentPath(path)).path;
  const searchWords = useQuery(query);
  const pageSets = [useStaticPages(lang), useGigwPages(lang)];
  // The archive's later pages (`/archive/page/2`) are record pages too, each with its own data.
  const isRecordPage = RECORD_PAGE_PATHS.has(listingOf(currentPath).path);
  const recordsData = usePageData(isRecordPage ? currentPath : undefined, lang);
  if (currentPath === '/quick-links') return <QuickLinksDirectory />;
  if (currentPath === '/search') return <SearchResults query={searchWords} />;
  if (currentPath === '/sitemap') return <SiteMap />;
  if (currentPath === '/offline') return <OfflinePages />;
  const landing = menuLandingAt(currentPath);
  if (landing) return <MenuLanding landing={landing} />;
  // Built in the page's language; nothing shows while it downloads (a client-side navigation).
  if (isRecordPage)
    return recordsData === undefined ? null : recordsData?.records ? (
      <DocSizesProvider sizes={recordsData.docSizes}>
        <StaticPageView page={recordsData.records}>
          {recordsData.listing && recordsData.listing.pages > 1 ? <ListingNav listing={recordsData.listing} /> : null}
        </StaticPageView>
      </DocSizesProvider>
    ) : (
      <NotFound />
    );
  // A page the language's file does not have yet shows in English, with the notice (languages contract).
  const translatedPage = pageSets
    .flatMap((set) => (set.dataLang === lang ? set.data : []))
    .find((candidate) => candidate.path === currentPath);
  const page = translatedPage ?? [...staticPages, ...gigwPages].find((candidate) => candidate.path === currentPath);
  if (!page) return <NotFound />;
  return (
    <StaticPageView page={page} translated={translatedPage !== undefined}>
      {page.path === '/feedback' ? <FeedbackForm /> : null}
    </StaticPageView>
  );
}
