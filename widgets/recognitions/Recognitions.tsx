import { useId } from 'react';
import { useI18n } from '../core/i18n';
import type { RecognitionsProps } from './props';

/** Spec 2.4 item 7: a row of recognition logos (one row of 6 on wide screens, wrapping on narrow ones). */
export function Recognitions({ data }: RecognitionsProps) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-gray-50">
      <div className="mx-auto max-w-screen-2xl px-4 py-8">
        <h2 id={headingId} className="m-0 mb-4 text-2xl font-bold leading-8 text-brand">
          {t('recognitions.heading')}
        </h2>
        <ul className="m-0 grid list-none grid-cols-2 gap-4 p-0 sm:grid-cols-3 lg:grid-cols-6">
          {data.map((logo) => (
            <li key={logo.title} className="flex items-center justify-center">
              <img
                src={logo.src}
                alt={logo.alt}
                width={logo.width}
                height={logo.height}
                loading="lazy"
                decoding="async"
                className="block h-auto w-full max-w-40"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
