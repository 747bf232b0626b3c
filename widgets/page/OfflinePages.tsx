import { useEffect, useState } from 'react';
import { useI18n } from '../core/i18n';
import { Prose } from './Prose';
import { savedForOffline, type SavedItem } from './offline-pages';

const linkClass = 'visible-focus rounded text-brand underline';

function SavedList({ id, heading, items }: { id: string; heading: string; items: SavedItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="m-0 mb-2 text-lg font-bold text-brand">
        {heading}
      </h2>
      <ul className="m-0 list-disc space-y-1 pl-6">
        {items.map((item) => (
          <li key={item.path}>
            <a href={item.path} className={linkClass}>
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Shown by the service worker when a page was never opened and there is no network. */
export function OfflinePages() {
  const { t } = useI18n();
  const [saved, setSaved] = useState<{ pages: SavedItem[]; documents: SavedItem[] } | undefined>();
  useEffect(() => {
    let current = true;
    savedForOffline().then(
      (result) => current && setSaved(result),
      () => current && setSaved({ pages: [], documents: [] }),
    );
    return () => {
      current = false;
    };
  }, []);
  const nothingSaved = saved && saved.pages.length === 0 && saved.documents.length === 0;
  return (
    <Prose title={t('offline.title')}>
      <p className="m-0">{t('offline.text')}</p>
      <div aria-live="polite" className="space-y-4">
        {nothingSaved ? <p className="m-0">{t('offline.nothingSaved')}</p> : null}
        {saved ? (
          <>
            <SavedList id="offline-pages" heading={t('offline.savedPages')} items={saved.pages} />
            <SavedList id="offline-documents" heading={t('offline.savedDocuments')} items={saved.documents} />
          </>
        ) : null}
      </div>
    </Prose>
  );
}
