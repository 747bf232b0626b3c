import { useId } from 'react';
import { useI18n } from '../core/i18n';
import type { StatisticsProps } from './props';

/** Spec 2.4 item 9: the statistics strip (icon, number, title) and the `See More` line. */
export function Statistics({ data }: StatisticsProps) {
  const headingId = useId();
  const { number } = useI18n();
  return (
    <section aria-labelledby={headingId} className="bg-brand text-white">
      <div className="mx-auto max-w-screen-2xl px-4 py-8">
        <h2 id={headingId} className="m-0 mb-6 text-center text-2xl font-bold leading-8">
          {data.heading}
        </h2>
        <ul className="m-0 grid list-none grid-cols-2 gap-6 p-0 sm:grid-cols-3 lg:grid-cols-6">
          {data.items.map((item) => (
            <li key={item.title} className="flex flex-col items-center text-center" data-statistic="">
              <span className={`${item.icon} text-4xl text-[#f2c14e]`} aria-hidden="true" />
              <span className="mt-2 text-3xl font-bold leading-none" data-volume="">
                {number(item.volume)}
              </span>
              <span className="mt-1 text-sm uppercase tracking-wide">{item.title}</span>
            </li>
          ))}
        </ul>
        <p className="m-0 mt-6 text-center">
          <a
            href={data.more.link}
            className="visible-focus rounded font-semibold text-white underline underline-offset-4 hover:text-[#f2c14e]"
          >
            {data.more.title}
          </a>
        </p>
      </div>
    </section>
  );
}
