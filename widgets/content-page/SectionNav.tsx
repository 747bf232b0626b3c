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
function SectionLinks({ items, activeId, onItemPage = true, landing }: SectionNavProps) {
  const { pageUrl } = useI18n();
  // The links' classes are shortcuts of uno.config.ts (with the phone's 44 px rows): a section of a
  // hundred pages repeats them a hundred times a page.
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
              className={`visible-focus ${active ? 'section-link-current' : 'section-link'}`}
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
            className={`visible-focus ${landing.current ? 'section-link-current' : 'section-link font-semibold'}`}
          >
            <span className="chevron-room" aria-hidden="true" />
            <span>{landing.label}</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The section's pages, once in the HTML (one nav landmark, 'Related Pages'), laid out for both widths
 * by CSS: from 1024 px the column left of the content (1/5 of the row: ContentPage.tsx's grid); below,
 * an 'In this section' disclosure under the page title, closed by default and naming the current page,
 * so the content comes first. The <details> is always open from 1024 px (`disclosure-until-lg`, its
 * summary hidden) and opens without JavaScript, before the content page's island hydrates.
 */
export function SectionNav(props: SectionNavProps) {
  const { t } = useI18n();
  const { items, activeId, landing } = props;
  const current = items.find((item) => item.id === activeId);
  return (
    <nav
      aria-labelledby="related-pages-heading"
      className="mb-6 self-start rounded border border-gray-200 bg-white lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mb-0"
      data-sidebar=""
    >
      <details className="disclosure-until-lg">
        <summary className="visible-focus flex min-h-11 summary-button items-center gap-2 rounded px-3 py-2 text-brand">
          <span className="font-bold">{t('contentPage.inThisSection')}:</span>
          {current ? <span lang={current.lang}>{current.itemText}</span> : null}
          {landing?.current ? <span>{landing.label}</span> : null}
          <span className="i-mdi-chevron-down ml-auto h-5 w-5 flip-when-open" aria-hidden="true" />
        </summary>
        <h2
          id="related-pages-heading"
          className="m-0 rounded-t bg-brand px-4 py-2 text-base font-bold text-white max-lg:hidden"
        >
          {t('contentPage.relatedPages')}
        </h2>
        <div className="border-gray-200 max-lg:border-t">
          <SectionLinks {...props} />
        </div>
      </details>
    </nav>
  );
}
