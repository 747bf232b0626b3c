import { useI18n } from '../core/i18n';

export function NotFound() {
  const { t, pageUrl } = useI18n();
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 text-center">
      <h1 className="m-0 mb-4 text-3xl font-bold text-brand">{t('notFound.heading')}</h1>
      <p className="m-0 mb-6">{t('notFound.text')}</p>
      <a href={pageUrl('/')} className="visible-focus rounded text-brand underline">
        {t('notFound.goHome')}
      </a>
    </div>
  );
}
