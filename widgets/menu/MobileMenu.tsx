import { useState } from 'react';
import type { MenuItem } from '../../data/schema/menu';
import { isActiveTopItem } from './active-item';
import { SubmenuList } from './SubmenuList';
import { useI18n } from '../core/i18n';

interface Props {
  items: MenuItem[];
  currentPath: string;
}

/**
 * Small screens: a `Menu` button opens a scrollable panel (at most 80vh) of
 * expandable sections. Choosing a link closes the panel and collapses them all.
 */
export function MobileMenu({ items, currentPath }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [expandedId, setExpandedId] = useState<number | null>(null);

  const close = () => {
    setOpen(false);
    setExpandedId(null);
  };

  return (
    <div className="xl:hidden" onKeyDown={(event) => event.key === 'Escape' && open && close()}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu-panel"
        onClick={() => (open ? close() : setOpen(true))}
        className="visible-focus flex items-center gap-2 px-3 py-3 text-base font-semibold text-white"
      >
        <span className={`${open ? 'i-mdi-close' : 'i-mdi-menu'} h-6 w-6`} aria-hidden="true" />
        {t('menu.button')}
      </button>
      <div id="mobile-menu-panel" hidden={!open} className="max-h-[80vh] overflow-y-auto bg-white">
        {/* Built only while open: a closed panel (every page load) costs no DOM. */}
        {open ? (
          <ul className="m-0 list-none p-0">
            {items.map((item) => {
              const active = isActiveTopItem(item.path, currentPath);
              const sectionId = `mobile-section-${item.id}`;
              const expanded = expandedId === item.id;
              return (
                <li
                  key={item.id}
                  data-item={item.id}
                  data-active={active || undefined}
                  className="border-b border-gray-200"
                >
                  <div className="flex items-center">
                    <a
                      href={item.path}
                      onClick={close}
                      aria-current={active ? (item.path === currentPath ? 'page' : 'true') : undefined}
                      className={`visible-focus block flex-1 px-4 py-3 font-semibold no-underline ${active ? 'bg-accent text-white' : 'text-brand'}`}
                    >
                      {item.title}
                    </a>
                    {item.submenus?.length ? (
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={sectionId}
                        onClick={() => setExpandedId(expanded ? null : item.id)}
                        className="visible-focus px-4 py-3 text-brand"
                      >
                        <span
                          className={`i-mdi-chevron-down h-5 w-5 ${expanded ? 'rotate-180' : ''}`}
                          aria-hidden="true"
                        />
                        <span className="sr-only">{t('menu.submenu', { title: item.title })}</span>
                      </button>
                    ) : null}
                  </div>
                  {item.submenus?.length ? (
                    <div id={sectionId} hidden={!expanded} className="bg-gray-50 pl-3">
                      <SubmenuList owner={item} idPrefix={sectionId} onNavigate={close} />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
