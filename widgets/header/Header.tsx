import { site } from '../../data/site';
import { programmeLevels } from './programme-levels';
import { assetUrl } from '../core/asset-url';

export interface HeaderProps {
  /** Where the search form sends its `q` parameter. */
  searchAction?: string;
}

export function Header({ searchAction = '/search' }: HeaderProps) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-3 px-3 py-3">
        <a href={assetUrl('/')} className="focus-ring flex items-center gap-3 rounded text-brand no-underline">
          <img
            src={assetUrl(site.logo.src)}
            width={site.logo.width}
            height={site.logo.height}
            alt={site.logo.alt}
            className="h-14 w-14 sm:h-16 sm:w-16"
          />
          <span className="flex flex-col leading-tight">
            <span lang="mr" className="text-base font-semibold text-accent sm:text-lg">
              {site.nameMarathi}
            </span>
            <span className="text-lg font-bold sm:text-2xl">{site.name}</span>
            <span className="text-xs text-gray-700 sm:text-sm">{site.address[1]}</span>
          </span>
        </a>
        <div className="flex flex-wrap items-center gap-3">
          <nav aria-label="Programme levels">
            <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
              {programmeLevels.map((level) => (
                <li key={level.label}>
                  <a
                    href={assetUrl(level.path)}
                    title={level.title}
                    className="focus-ring inline-block rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white no-underline hover:bg-brand-dark"
                  >
                    {level.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <form role="search" action={assetUrl(searchAction)} method="get" className="flex items-stretch">
            <label htmlFor="site-search" className="sr-only">
              Search the site
            </label>
            <input
              id="site-search"
              name="q"
              type="search"
              required
              placeholder="Search here"
              className="focus-ring w-44 rounded-l border border-gray-500 px-2 py-1.5 text-sm"
            />
            <button type="submit" className="focus-ring rounded-r bg-accent px-3 text-white hover:bg-brand-dark">
              <span className="i-mdi-magnify h-5 w-5" aria-hidden="true" />
              <span className="sr-only">Search</span>
            </button>
          </form>
          <img
            src={assetUrl(site.emblem.src)}
            width={site.emblem.width}
            height={site.emblem.height}
            alt={site.emblem.alt}
            className="hidden h-14 w-14 md:block"
          />
        </div>
      </div>
    </header>
  );
}
