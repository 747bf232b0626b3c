import { site } from '../../data/site';
import { programmeLevels } from './programme-levels';
import { assetUrl } from '../core/asset-url';
import { useI18n } from '../core/i18n';
import { SearchBox } from '../core/search/SearchBox';
import type { HeaderProps } from './props';

export function Header({ searchAction }: HeaderProps) {
  const { lang, t, pageUrl } = useI18n();
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-3 px-3 py-3 max-sm:gap-y-0 max-sm:py-2 max-sm:[&_details::details-content]:basis-full">
        <a
          href={pageUrl('/')}
          className="visible-focus flex items-center gap-3 rounded text-brand no-underline max-sm:min-w-0 max-sm:flex-1"
        >
          <img
            src={assetUrl(site.logo.src)}
            width={site.logo.width}
            height={site.logo.height}
            alt={t('site.logoAlt')}
            className="h-12 w-12 shrink-0 xs:h-14 xs:w-14 sm:h-16 sm:w-16"
          />
          <span className="flex flex-col leading-tight">
            <span lang="mr" className="font-chrome-devanagari text-base font-semibold text-accent sm:text-lg">
              {site.nameMarathi}
            </span>
            {/* The masthead is bilingual: the Marathi name, then the name in English (or in Hindi on Hindi pages). */}
            <span lang={lang === 'hi' ? 'hi' : 'en'} className="text-base font-bold xs:text-lg sm:text-2xl">
              {lang === 'hi' ? t('site.name') : site.name}
            </span>
            <span className="text-xs text-gray-700 sm:text-sm">{t('site.addressLine2')}</span>
          </span>
        </a>
        {/* Phones: the programme buttons and the search box behind one 44 px toggle beside the name,
            opening below it (no JavaScript needed); from 640 px always shown, as the spec draws them. */}
        <details className="disclosure-until-sm group contents" data-header-disclosure="">
          <summary className="visible-focus flex h-11 w-11 shrink-0 summary-button items-center justify-center rounded border border-brand text-brand group-open:bg-brand group-open:text-white">
            <span className="i-mdi-magnify h-6 w-6" aria-hidden="true" />
            <span className="sr-only">{t('header.searchAndProgrammes')}</span>
          </summary>
          <div className="flex flex-wrap items-center gap-3 max-sm:w-full max-sm:pt-3">
            <nav aria-label={t('header.programmeLevels')}>
              <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
                {programmeLevels.map((level) => (
                  <li key={level.path}>
                    <a
                      href={pageUrl(level.path)}
                      title={t(level.title)}
                      className="visible-focus inline-flex items-center rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white no-underline hover:bg-brand-dark max-sm:min-h-11 max-sm:min-w-11 max-sm:justify-center"
                    >
                      {t(level.label)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <SearchBox
              action={pageUrl(searchAction)}
              label={t('header.searchLabel')}
              placeholder={t('header.searchPlaceholder')}
              className="max-sm:w-full"
              inputClassName="w-44 min-w-0 max-sm:min-h-11 max-sm:flex-1"
            />
            <img
              src={assetUrl(site.emblem.src)}
              width={site.emblem.width}
              height={site.emblem.height}
              alt={t('site.emblemAlt')}
              className="hidden h-14 w-14 md:block"
            />
          </div>
        </details>
      </div>
    </header>
  );
}
