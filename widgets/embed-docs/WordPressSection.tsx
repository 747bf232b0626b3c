import { PLUGIN_ZIP_PATH } from '../../data/paths';
import { assetUrl } from '../core/asset-url';
import { useI18n } from '../core/i18n';

/** `/embed`: the WordPress plugin's download (the build zips host/wordpress/university-widgets/), in the page's language. */
export function WordPressSection() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="embed-wordpress" className="flex flex-col gap-4">
      <h2 id="embed-wordpress" className="m-0 text-2xl font-bold text-brand" tabIndex={-1}>
        {t('embedWordPress.title')}
      </h2>
      <p className="m-0 max-w-prose">{t('embedWordPress.intro')}</p>
      <p className="m-0">
        <a href={assetUrl(PLUGIN_ZIP_PATH)} download="" className="focus-ring font-semibold text-brand underline">
          {t('embedWordPress.download')}
        </a>
      </p>
    </section>
  );
}
