import type { SidebarItem } from '../../data/schema/content';
import { useI18n } from '../core/i18n';

/** A long sidebar's last link: its landing page, which lists every item (data/sidebar-bound.ts). */
export interface SidebarLanding {
  path: string;
  /** 'All 41 pages in Physics'. */
  label: string;
  /** The page shown is the landing page. */
  current: boolean;
}

interface SectionNavProps {
  /** The items shown (all of a short sidebar, a part of a long one: data/sidebar-bound.ts). */
  items: readonly SidebarItem[];
  activeId: number;
  /** The page shown is the active item's own (not a later page of its listing, whose nav marks the page). */
  onItemPage?: boolean;
  landing?: SidebarLanding | undefined;
}

/** The section's pages as links, the active one bold with a chevron (spec 2.5). */
function SectionLinks({ items, activeId, onItemPage = true, landing, touch }: SectionNavProps & { touch?: boolean }) {
  const { pageUrl } = useI18n();
  // A finger needs 44 px rows where the list is a phone's disclosure. The links' classes are
  // shortcuts of uno.config.ts: a section of a hundred pages repeats them two hundred times a page.
  const size = touch ? ' min-h-11 items-center' : ' items-start';
  return (
    <ul className="m-0 list-none p-0">
      {items.map((item) => {
        const active = item.id === activeId;
        return (
          <li key={item.id} className="section-item">
            <a
              href={pageUrl(item.path)}
              lang={item.lang}
              aria-current={active ? (onItemPage ? 'page' : 'true') : undefined}
              data-sidebar-id={item.id}
              className={`visible-focus ${active ? 'section-link-current' : 'section-link'}${size}`}
            >
              {active ? (
                <span className="i-mdi-chevron-right mt-0.5 shrink-0 text-lg" aria-hidden="true" data-chevron="" />
              ) : (
                <span className="chevron-room" aria-hidden="true" />
              )}
              <span>{item.itemText}</span>
            </a>
          </li>
        );
      })}
      {landing ? (
        <li className="section-item">
          <a
            href={pageUrl(landing.path)}
            aria-current={landing.current ? 'page' : undefined}
            className={`visible-focus ${landing.current ? 'section-link-current' : 'section-link font-semibold'}${size}`}
          >
            <span className="chevron-room" aria-hidden="true" />
            <span>{landing.label}</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** Large screens: the 'Related Pages' column left of the content (1/5 of the row). */
export function Sidebar(props: SectionNavProps) {
  const { t } = useI18n();
  return (
    <nav
      aria-labelledby="related-pages-heading"
      className="rounded border border-gray-200 bg-white max-lg:hidden lg:w-1/5"
      data-sidebar=""
    >
      <h2 id="related-pages-heading" className="m-0 rounded-t bg-brand px-4 py-2 text-base font-bold text-white">
        {t('contentPage.relatedPages')}
      </h2>
      <SectionLinks {...props} />
    </nav>
  );
}

/**
 * Below 1024 px: the same links in an 'In this section' disclosure under the page title,
 * closed by default and naming the current page, so the content comes first. A
 * <details> opens without JavaScript, before the content page's island hydrates.
 */
export function SectionDisclosure(props: SectionNavProps) {
  const { t } = useI18n();
  const { items, activeId, landing } = props;
  const current = items.find((item) => item.id === activeId);
  return (
    <nav aria-label={t('contentPage.inThisSection')} className="mb-6 lg:hidden" data-section-nav="">
      <details className="rounded border border-gray-200 bg-white">
        <summary className="visible-focus flex min-h-11 summary-button items-center gap-2 rounded px-3 py-2 text-brand">
          <span className="font-bold">{t('contentPage.inThisSection')}:</span>
          {current ? <span lang={current.lang}>{current.itemText}</span> : null}
          {landing?.current ? <span>{landing.label}</span> : null}
          <span className="i-mdi-chevron-down ml-auto h-5 w-5 flip-when-open" aria-hidden="true" />
        </summary>
        <div className="border-t border-gray-200">
          <SectionLinks {...props} touch />
        </div>
      </details>
    </nav>
  );
}
