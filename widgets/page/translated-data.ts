import { footerLinks } from '../../data/footer';
import { gigwPages } from '../../data/gigw-pages';
import quickLinks from '../../data/home/quick-links.yaml';
import type { LanguageCode } from '../../data/i18n/languages';
import { staticPages } from '../../data/pages';
import type { StaticPage } from '../../data/schema/page';
import type { QuickLink } from '../../data/schema/site';
import { fromLanguageFolders, useLocalisedSample } from '../core/localised-sample';

/**
 * The data the site's own pages show, in the page's language when a translated
 * file exists (data/home/<lang>/quick-links.yaml, data/site/<lang>/footer.yaml,
 * data/<lang>/pages.ts, data/<lang>/gigw-pages.ts), each loaded only for a page
 * in that language.
 */
const translatedQuickLinks = fromLanguageFolders(
  import.meta.glob<QuickLink[]>('../../data/home/*/quick-links.yaml', { import: 'default' }),
);
const translatedFooterLinks = fromLanguageFolders(
  import.meta.glob<QuickLink[]>('../../data/site/*/footer.yaml', { import: 'quickLinks' }),
);
const translatedStaticPages = fromLanguageFolders(
  import.meta.glob<StaticPage[]>('../../data/*/pages.ts', { import: 'staticPages' }),
);
const translatedGigwPages = fromLanguageFolders(
  import.meta.glob<StaticPage[]>('../../data/*/gigw-pages.ts', { import: 'gigwPages' }),
);

export const useQuickLinks = (lang: LanguageCode) => useLocalisedSample(quickLinks, translatedQuickLinks, lang);
export const useFooterLinks = (lang: LanguageCode) => useLocalisedSample(footerLinks, translatedFooterLinks, lang);
export const useStaticPages = (lang: LanguageCode) => useLocalisedSample(staticPages, translatedStaticPages, lang);
export const useGigwPages = (lang: LanguageCode) => useLocalisedSample(gigwPages, translatedGigwPages, lang);
