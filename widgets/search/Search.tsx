import { useI18n } from '../core/i18n';
import { SearchBox } from '../core/search/SearchBox';
import type { SearchProps } from './props';

/**
 * The university's site search for any page: the same combobox as the header
 * (suggestions as you type, the index downloaded on first focus), submitting to
 * the university's full results page. Labelled for a visitor who meets it outside our site.
 */
export function Search({ action, limit }: SearchProps) {
  const { t, pageUrl } = useI18n();
  return (
    <div className="inline-block text-gray-900">
      <SearchBox
        action={action ?? pageUrl('/search')}
        label={t('search.widgetLabel', { site: t('site.name') })}
        placeholder={t('header.searchPlaceholder')}
        inputClassName="w-56"
        limit={limit}
      />
    </div>
  );
}
