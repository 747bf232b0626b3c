import { site } from '../../data/site';
import { programmeLevels } from './programme-levels';
import { assetUrl } from '../core/asset-url';
import { useI18n } from '../core/i18n';

export interface HeaderProps {
  /** Where the search form sends its `q` parameter. */
  searchAction?: string;
}

export function Header({ searchAction = '/search' }: HeaderProps) {
  const { lang, t, pageUrl } = useI18n();
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-3 px-3 py-3">
        <a href={pageUrl('/')} className="focus-ring flex items-center gap-3 rounded text-brand no-underline">
          <img
            src={assetUrl(site.logo.src)}
            width={site.logo.width}
            height={site.logo.height}
            alt={t('site.logoAlt')}
            className="h-14 w-14 sm:h-16 sm:w-16"
          />
          <span className="flex flex-col leading-tight">
            <span lang="mr" className="text-base font-semibold text-accent sm:text-lg">
              {site.nameMarathi}
            </span>
            {/* The masthead is bilingual: the Marathi name, then the name in English (or in Hindi on Hindi pages). */}
            <span lang={lang === 'hi' ? 'hi' : 'en'} className="text-lg font-bold sm:text-2xl">
              {lang === 'hi' ? t('site.name') : site.name}
            </span>
            <span className="text-xs text-gray-700 sm:text-sm">{t('site.addressLine2')}</span>
          </span>
        </a>
        <div className="flex flex-wrap items-center gap-3">
          <nav aria-label={t('header.programmeLevels')}>
            <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
              {programmeLevels.map((level) => (
                <li key={level.path}>
                  <a
                    href={pageUrl(level.path)}
                    title={t(level.title)}
                    className="focus-ring inline-block rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white no-underline hover:bg-brand-dark"
                  >
                    {t(level.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <form role="search" action={pageUrl(searchAction)} method="get" className="flex items-stretch">
            <label htmlFor="site-search" className="sr-only">
              {t('header.searchLabel')}
            </label>
            <input
              id="site-search"
              name="q"
              type="search"
              required
              placeholder={t('header.searchPlaceholder')}
              className="focus-ring w-44 rounded-l border border-gray-500 px-2 py-1.5 text-sm"
            />
            <button type="submit" className="focus-ring rounded-r bg-accent px-3 text-white hover:bg-brand-dark">
              <span className="i-mdi-magnify h-5 w-5" aria-hidden="true" />
              <span className="sr-only">{t('header.searchButton')}</span>
            </button>
          </form>
          <img
            src={assetUrl(site.emblem.src)}
            width={site.emblem.width}
            height={site.emblem.height}
            alt={t('site.emblemAlt')}
            className="hidden h-14 w-14 md:block"
          />
        </div>
      </div>
    </header>
  );
}
