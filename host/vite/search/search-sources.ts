import { footerLinks } from '../../../data/footer';
import quickLinks from '../../../data/home/quick-links.yaml';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../data/i18n/languages';
import { titleFor, withLocalTitles } from '../../../data/i18n/titles';
import { translate } from '../../../data/i18n/translate';
import { menu } from '../../../data/menu';
import { gigwPages } from '../../../data/gigw-pages';
import { staticPages } from '../../../data/pages';
import { siteListingPages, sitePages } from '../../../data/pages/site-pages';
import { recordPagesIn } from '../../../data/records/site-record-pages';
import { buildRoutes, menuPageGroups } from '../../../data/route-table';
import type { PageContent } from '../../../data/schema/content';
import type { StaticPage } from '../../../data/schema/page';
import type { QuickLink } from '../../../data/schema/site';
import { searchDocuments, type SearchDocument } from '../../../data/search/documents';

/**
 * The search documents of every language, from the same data files the pages
 * are prerendered from: a translated file (data/pages/about/history.mr.yaml,
 * data/home/hi/quick-links.yaml, data/static-pages/site.hi.yaml, …) where it exists, else the
 * English file, whose documents are then marked `lang: 'en'`. Files are found by
 * name, like the content-page widget finds them, so a new translation needs no change here.
 */
const translatedPages = import.meta.glob<StaticPage[]>('../../../data/*/pages.ts', {
  eager: true,
  import: 'staticPages',
});
const translatedGigwPages = import.meta.glob<StaticPage[]>('../../../data/*/gigw-pages.ts', {
  eager: true,
  import: 'gigwPages',
});
const translatedQuickLinks = import.meta.glob<QuickLink[]>('../../../data/home/*/quick-links.yaml', {
  eager: true,
  import: 'default',
});
const translatedFooterLinks = import.meta.glob<QuickLink[]>('../../../data/site/*/footer.yaml', {
  eager: true,
  import: 'quickLinks',
});

/** `../../../data/<lang>/pages.ts`-style lookup: the module of `lang` among `modules`, if any. */
function inLanguage<T>(modules: Record<string, T>, lang: LanguageCode, pattern: (lang: string) => string) {
  return lang === DEFAULT_LANGUAGE ? undefined : modules[pattern(lang)];
}

export function languageDocuments(lang: LanguageCode): SearchDocument[] {
  const pages: PageContent[] = [];
  const englishOnly = new Set<string>();
  for (const { entries } of sitePages[lang])
    for (const entry of entries) {
      pages.push(entry.page);
      if (entry.lang !== lang) for (const item of entry.page.sidebarItems) englishOnly.add(item.path);
    }
  const groups = lang === DEFAULT_LANGUAGE ? menuPageGroups(menu) : menuPageGroups(withLocalTitles(menu, lang));
  const routes = buildRoutes(groups, pages, lang).map((route) => ({
    ...route,
    title: titleFor(lang, route.path) ?? route.title,
  }));
  const ownPages = inLanguage(translatedPages, lang, (code) => `../../../data/${code}/pages.ts`);
  const ownGigwPages = inLanguage(translatedGigwPages, lang, (code) => `../../../data/${code}/gigw-pages.ts`);
  const ownQuickLinks = inLanguage(translatedQuickLinks, lang, (code) => `../../../data/home/${code}/quick-links.yaml`);
  const ownFooterLinks = inLanguage(translatedFooterLinks, lang, (code) => `../../../data/site/${code}/footer.yaml`);
  return searchDocuments({
    lang,
    routes,
    untranslated: (path) => englishOnly.has(path),
    listingRows: (path) => {
      const page = siteListingPages[lang].find((candidate) => candidate.path === path);
      if (!page) throw new Error(`search: no rows for the listing page ${path} in ${lang}`);
      return page.rows;
    },
    staticPages: [
      ...(ownPages ?? staticPages).map((page) => ({ page, lang: ownPages ? lang : DEFAULT_LANGUAGE })),
      ...recordPagesIn(lang).map((page) => ({ page, lang })),
      ...(ownGigwPages ?? gigwPages).map((page) => ({ page, lang: ownGigwPages ? lang : DEFAULT_LANGUAGE })),
    ],
    quickLinks: [...(ownQuickLinks ?? quickLinks), ...(ownFooterLinks ?? footerLinks)],
    siteInformation: translate(lang, 'search.siteInformation'),
    quickLink: translate(lang, 'search.quickLink'),
  });
}
