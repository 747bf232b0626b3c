import { pageNumbers, pagePath } from '../../data/listing-pages';
import type { ListingPosition } from '../../data/schema/layouts';
import { useI18n } from '../core/i18n';

const LINK = 'visible-focus inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3';

/**
 * The pages of a listing (data/listing-pages.ts) under its table: where the reader is ("Page 2 of
 * 20"), then Previous, the page numbers in the language's digits (the current one marked
 * `aria-current="page"`) and Next; plain links, each page its own prerendered path.
 */
export function ListingNav({ listing }: { listing: ListingPosition }) {
  const { t, number, pageUrl } = useI18n();
  const { path, page, pages } = listing;
  const href = (target: number) => pageUrl(pagePath(path, target));
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-col gap-2" data-listing-nav="">
      <p className="m-0 text-sm text-gray-700">
        {t('pagination.pageOf', { page: number(page), pages: number(pages) })}
      </p>
      <ul className="m-0 flex list-none flex-wrap items-center gap-2 p-0">
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev" className={`${LINK} border-gray-500 text-brand`}>
              {t('pagination.previous')}
            </a>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((target, index, numbers) =>
          target === 'gap' ? (
            // A gap is known by the page before it (one gap follows the first page, one the current's next).
            <li key={`gap-after-${numbers[index - 1]}`} aria-hidden="true" className="px-1 text-gray-700">
              …
            </li>
          ) : (
            <li key={target}>
              <a
                href={href(target)}
                aria-current={target === page ? 'page' : undefined}
                className={
                  target === page
                    ? `${LINK} border-brand bg-brand font-bold text-white no-underline`
                    : `${LINK} border-gray-500 text-brand`
                }
              >
                {number(target)}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next" className={`${LINK} border-gray-500 text-brand`}>
              {t('pagination.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
