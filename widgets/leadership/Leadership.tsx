import { useId } from 'react';
import { useI18n } from '../core/i18n';
import type { LeadershipProps } from './props';

/** Spec 2.4 item 4: cards with photo, name, position and a `More Details` button to the person's page. */
export function Leadership({ data }: LeadershipProps) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mx-auto max-w-screen-2xl px-4 py-8">
        <h2 id={headingId} className="m-0 mb-4 text-2xl font-bold leading-8 text-brand">
          {t('leadership.heading')}
        </h2>
        <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:gap-6 lg:grid-cols-4">
          {data.map((leader) => (
            <li
              key={leader.position}
              className="flex flex-col items-center rounded-lg border border-gray-200 border-solid bg-white p-3 text-center shadow-sm sm:p-4"
              data-leader=""
            >
              <img
                src={leader.image}
                alt={t('leadership.portrait', { name: leader.name })}
                width={leader.width}
                height={leader.height}
                loading="lazy"
                decoding="async"
                className="block h-auto w-28 rounded-lg bg-brand-light sm:w-40"
              />
              <h3 className="m-0 mt-3 text-base font-bold leading-snug text-brand sm:text-lg">{leader.name}</h3>
              <p className="m-0 mt-1 mb-3 text-xs font-semibold uppercase tracking-wide text-accent sm:text-sm">
                {leader.position}
              </p>
              <a
                href={leader.link}
                className="visible-focus mt-auto inline-block rounded bg-brand px-3 py-2 text-sm font-semibold text-white no-underline hover:bg-brand-dark"
              >
                {t('leadership.moreDetails')}
                <span className="sr-only">{t('leadership.moreAbout', { position: leader.position })}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
