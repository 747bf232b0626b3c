import { PLUGIN_ZIP_PATH } from '../../data/paths';
import { assetUrl } from '../core/asset-url';
import { useI18n } from '../core/i18n';
import { Section } from './Section';

/** `/embed`: the WordPress plugin's download (the build zips host/wordpress/university-widgets/), in the page's language. */
export function WordPressSection() {
  const { t } = useI18n();
  return (
    <Section title={t('embedWordPress.title')} id="embed-wordpress">
      <p className="m-0 max-w-prose">{t('embedWordPress.intro')}</p>
      <p className="m-0">
        <a href={assetUrl(PLUGIN_ZIP_PATH)} download="" className="visible-focus font-semibold text-brand underline">
          {t('embedWordPress.download')}
        </a>
      </p>
    </Section>
  );
}
