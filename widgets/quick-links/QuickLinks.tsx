import { useId } from 'react';
import { useI18n } from '../core/i18n';
import type { QuickLinksProps } from './props';

/** Spec 2.4 item 8: the quick-links grid; 1 column, 2 from 768 px, 4 from 1024 px. */
export function QuickLinks({ data }: QuickLinksProps) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mx-auto max-w-screen-2xl px-4 py-8">
        <h2 id={headingId} className="m-0 mb-4 text-2xl font-bold leading-8 text-brand">
          {t('footer.quickLinks')}
        </h2>
        <ul className="m-0 grid list-none grid-cols-1 gap-2 p-0 md:grid-cols-2 lg:grid-cols-4" data-quick-links-grid="">
          {data.map((link) => (
            <li key={link.title}>
              <a
                href={link.link}
                className="visible-focus flex items-center gap-2 rounded border border-gray-200 border-solid bg-white px-3 py-2 text-brand no-underline hover:border-brand hover:bg-brand-light"
              >
                <span className="i-mdi-chevron-right text-xl text-accent" aria-hidden="true" />
                <span>{link.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
