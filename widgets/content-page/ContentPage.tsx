import { BREADCRUMB_SEPARATOR, breadcrumbTrail } from '../../data/breadcrumbs';
import { normalisePath } from '../../data/normalise-path';
import { activeSidebarId } from '../../data/route-table';
import {
  isLongSidebar,
  isSidebarLanding,
  shownSidebarItems,
  sidebarLandingPath,
  sidebarTotal,
} from '../../data/sidebar-bound';
import { listingOf } from '../../data/listing-pages';
import type { RouteEntry, Update } from '../../data/schema/content';
import { splitLanguagePath } from '../../data/i18n/languages';
import { LanguageProvider, PassageLanguage, useI18n } from '../core/i18n';
import { useCurrentPath } from '../core/use-current-path';
import { DocSizesProvider, LinkMarks } from '../core/link-marks';
import { isOffSite } from '../core/off-site';
import { linkAttributes } from '../core/text';
import { LayoutView } from '../layouts/LayoutView';
import { usePageData } from './route-store';
import { keyedBy } from '../core/keyed';
import { SectionNav } from './SectionNav';
import type { ContentPageProps } from './props';

function Updates({ updates }: { updates: Update[] }) {
  const { lang, t, pageUrl } = useI18n();
  return (
    <aside
      aria-labelledby="updates-heading"
      className="mt-6 self-start rounded border border-gray-200 bg-white lg:row-span-2 lg:row-start-1 lg:mt-0"
      data-updates=""
    >
      <h2 id="updates-heading" className="m-0 rounded-t bg-accent px-4 py-2 text-base font-bold text-white">
        {t('contentPage.updatesNews')}
      </h2>
      {updates.length === 0 ? (
        <p className="m-0 px-4 py-3 text-gray-700">{t('contentPage.noUpdates')}</p>
      ) : (
        <ul className="m-0 list-none p-0">
          {updates.map((update) => {
            const attributes = linkAttributes(pageUrl(update.path));
            return (
              <li key={update.id} className="border-b border-gray-200 px-3 py-2 last:border-b-0">
                <a
                  {...attributes}
                  lang={update.lang}
                  className="visible-focus flex gap-2 rounded text-sm text-brand underline-offset-2 hover:underline"
                >
                  <span className="i-mdi-bullhorn-outline mt-0.5 shrink-0 text-accent" aria-hidden="true" />
                  <span>
                    {update.text}
                    <PassageLanguage lang={update.lang}>
                      <LinkMarks href={update.path} />
                    </PassageLanguage>
                    {attributes.target && !isOffSite(update.path) ? (
                      <span className="sr-only" lang={update.lang ? lang : undefined}>
                        {' '}
                        {t('widget.opensNewTab')}
                      </span>
                    ) : null}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}

/**
 * Spec 2.5's breadcrumb 'Home >> {parent title} >> {current title}', with the
 * menu levels above the parent inserted as links (GIGW: the full path), e.g.
 * 'Home >> About Us >> About Us >> About the city'. The spec's ':' before the
 * current title is the same separator as everywhere else: one mark, one meaning.
 */
function Breadcrumb({ route, translated }: { route: RouteEntry; translated: boolean }) {
  const { t, pageUrl, title } = useI18n();
  const trail = breadcrumbTrail(route.path, route.title);
  const between = trail.slice(1, -2);
  // An English-only route names its parent and itself in English; the page's language has them in its titles.
  const parentPath = trail.find((crumb) => crumb.title === route.parentTitle)?.path;
  const parentTitle = translated || !parentPath ? route.parentTitle : title(parentPath, route.parentTitle);
  const ownTitle = translated ? route.title : title(route.path, route.title);
  return (
    <nav aria-label={t('contentPage.breadcrumb')} className="mb-4 text-sm" data-breadcrumb="">
      <a href={pageUrl('/')} className="visible-focus rounded text-brand underline">
        {t('contentPage.home')}
      </a>{' '}
      {between.map((crumb) => (
        <span key={crumb.path}>
          <span aria-hidden="true">{BREADCRUMB_SEPARATOR}</span>{' '}
          <a href={pageUrl(crumb.path)} className="visible-focus rounded text-brand underline">
            {title(crumb.path, crumb.title)}
          </a>{' '}
        </span>
      ))}
      <span aria-hidden="true">{BREADCRUMB_SEPARATOR}</span> {parentTitle}{' '}
      <span aria-hidden="true">{BREADCRUMB_SEPARATOR}</span> <span aria-current="page">{ownTitle}</span>
    </nav>
  );
}

/** A long sidebar's landing page (data/sidebar-bound.ts): every item of the section, in the sidebar's order. */
function AllSectionPages({ route, section }: { route: RouteEntry; section: string }) {
  const { t, pageUrl } = useI18n();
  return (
    <>
      <p className="m-0 mb-4">{t('contentPage.allPagesIntro', { title: section })}</p>
      <ul className="m-0 list-disc space-y-1 pl-6" data-section-pages="">
        {route.sidebarItems.map((item) => (
          <li key={item.id}>
            <a href={pageUrl(item.path)} lang={item.lang} className="visible-focus rounded text-brand underline">
              {item.itemText}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The page a route entry shows (exported so tests and examples can render a route directly). */
export function ContentPageView({ route, translated = true }: { route: RouteEntry; translated?: boolean }) {
  const { lang, t, title, number } = useI18n();
  const activeId = activeSidebarId(route);
  // A listing's later page (/student/circulars/page/2): its item is where the reader is, its nav marks the page.
  const onItemPage = listingOf(route.path).page === 1;
  const activeItem = route.sidebarItems.find((item) => item.id === activeId);
  const items = route.contents.filter((item) => item.content_id === activeId);
  const layoutViews = keyedBy(items, (item) => `${item.content_id}-${item.layout_type}`).map(({ key, item }) => (
    <LayoutView key={key} item={item} />
  ));
  // A long sidebar shows a part and its landing page's link (data/sidebar-bound.ts); the landing lists all.
  const total = sidebarTotal(route);
  const isLanding = isSidebarLanding(route);
  const section = route.sidebarItems[0]?.itemText ?? route.title;
  const landingPath = sidebarLandingPath(route.sidebarItems);
  const nav = {
    items: shownSidebarItems(route.sidebarItems, activeId, total),
    activeId,
    onItemPage,
    landing:
      isLongSidebar(total) && landingPath
        ? {
            path: landingPath,
            label: t('menu.allPages', { count: number(total), title: section }),
            current: isLanding,
          }
        : undefined,
  };
  // Large screens: three columns of 1/5, 3/5 and 1/4 (spec 2.5), the sidebar and the updates beside
  // the title and the content; below 1024 px one column in the HTML's order: title, the sidebar as a
  // disclosure, content, updates. The sidebar is in the HTML once (SectionNav.tsx).
  const sidebar = route.sidebarItems.length > 0;
  const middle = sidebar ? 'lg:col-start-2' : 'lg:col-start-1';
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6">
      <div
        className={`flex flex-col lg:grid lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-6 ${sidebar ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)_minmax(0,1.25fr)]' : 'lg:grid-cols-[minmax(0,3fr)_minmax(0,1.25fr)]'}`}
      >
        <div className={`${middle} lg:row-start-1`}>
          <Breadcrumb route={route} translated={translated} />
          <h1 className="m-0 mb-6 text-2xl font-bold text-brand">
            {translated ? route.title : title(route.path, route.title)}
          </h1>
        </div>
        {sidebar ? <SectionNav {...nav} /> : null}
        <div className={`min-w-0 ${middle} lg:row-start-2`} data-main="">
          {isLanding ? (
            <AllSectionPages route={route} section={section} />
          ) : translated ? (
            layoutViews
          ) : (
            <>
              <p className="m-0 mb-4 border-l-4 border-accent bg-accent-light px-3 py-2 text-sm" data-english-only="">
                {t('contentPage.englishOnly')}
              </p>
              <div lang="en">
                <LanguageProvider lang={lang} textLang="en">
                  {layoutViews}
                </LanguageProvider>
              </div>
            </>
          )}
        </div>
        <Updates updates={activeItem?.updates ?? []} />
      </div>
    </div>
  );
}

/**
 * A university content page (spec 2.5): 'Related Pages' sidebar (1/5), main
 * area with breadcrumb and the active item's content (3/5), 'Updates/News' (1/4).
 * Below 1024 px the breadcrumb and title come first, the sidebar is an 'In this section'
 * disclosure under the title (SectionNav.tsx) and the updates follow the content. Each sidebar item is a link to its own path.
 * Its PDF links say their size from the page's data; an embedder's own table (`data`) knows none, so they say 'PDF'.
 */
export function ContentPage({ path, data }: ContentPageProps) {
  const { lang } = useI18n();
  const currentPath = splitLanguagePath(useCurrentPath(path)).path;
  const ownTable = Boolean(data?.length);
  const pageData = usePageData(ownTable ? undefined : currentPath, lang);
  if (ownTable) {
    const route = data!.find((entry) => entry.path === normalisePath(currentPath));
    return route ? <ContentPageView route={route} /> : null;
  }
  const siteRoute = pageData?.content;
  return siteRoute ? (
    <DocSizesProvider sizes={pageData.docSizes}>
      <ContentPageView route={siteRoute.route} translated={siteRoute.translated} />
    </DocSizesProvider>
  ) : null;
}
