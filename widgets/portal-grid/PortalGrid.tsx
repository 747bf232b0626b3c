import { useId } from 'react';
import { useI18n } from '../core/i18n';
import type { PortalGridProps } from './props';

/**
 * Spec 2.4 item 2: the University Portal grid, each tile an icon and a title.
 * Columns: 2, then 3 (640 px), 4 (768 px) and 6 (1024 px). Tiles have a fixed
 * height so the grid's height is known before it renders.
 */
export function PortalGrid({ data }: PortalGridProps) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-brand-light">
      <div className="mx-auto max-w-screen-2xl px-4 py-6">
        <h2 id={headingId} className="m-0 mb-4 text-2xl font-bold leading-8 text-brand">
          {t('portal.heading')}
        </h2>
        <ul
          className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
          data-portal-grid=""
        >
          {data.map((tile) => (
            <li key={tile.title}>
              <a
                href={tile.link}
                className="visible-focus flex h-28 flex-col items-center justify-center gap-2 overflow-hidden rounded-lg border border-brand/20 border-solid bg-white px-2 text-center text-sm font-semibold leading-tight text-brand no-underline shadow-sm hover:bg-brand hover:text-white"
              >
                <span className={`${tile.icon} text-4xl`} aria-hidden="true" />
                <span>{tile.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
