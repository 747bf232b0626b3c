import { useState } from 'react';
import { isOverLimit, shownEntries } from '../../data/menu-bound';
import type { MenuItem } from '../../data/schema/menu';
import { useI18n } from '../core/i18n';
import { AllPagesLink } from './AllPagesLink';

interface Props {
  /** The top entry whose submenus these are. */
  owner: MenuItem;
  idPrefix: string;
  onNavigate?: () => void;
}

/** A shortcut of uno.config.ts: the menu repeats it for every entry. */
const linkClass = 'visible-focus menu-link';

/**
 * Submenus of one top item; a submenu with children has a toggle that expands or collapses them.
 * A list too long for the menu ends, after its first entries, with a link to its landing page (data/menu-bound.ts).
 */
export function SubmenuList({ owner, idPrefix, onNavigate }: Props) {
  const submenus = owner.submenus ?? [];
  const { t } = useI18n();
  const [expandedIds, setExpandedIds] = useState<Set<number>>(() => new Set());

  const toggle = (id: number) => {
    const ids = new Set(expandedIds);
    if (!ids.delete(id)) ids.add(id);
    setExpandedIds(ids);
  };

  return (
    <ul className="m-0 list-none p-0">
      {shownEntries(submenus).map((submenu) => {
        const childrenId = `${idPrefix}-${submenu.id}-children`;
        const isOpen = expandedIds.has(submenu.id);
        return (
          <li key={submenu.id}>
            <div className="flex items-center">
              <a href={submenu.path} className={linkClass} onClick={onNavigate}>
                {submenu.title}
              </a>
              {submenu.childSubmenus?.length ? (
                <button
                  type="button"
                  className="visible-focus menu-toggle"
                  aria-expanded={isOpen}
                  aria-controls={childrenId}
                  onClick={() => toggle(submenu.id)}
                >
                  <span className={`${isOpen ? 'i-mdi-minus' : 'i-mdi-plus'} h-4 w-4`} aria-hidden="true" />
                  <span className="sr-only">{t('menu.showPages', { title: submenu.title })}</span>
                </button>
              ) : null}
            </div>
            {submenu.childSubmenus?.length ? (
              <ul id={childrenId} hidden={!isOpen} className="menu-children">
                {shownEntries(submenu.childSubmenus).map((child) => (
                  <li key={child.id}>
                    <a href={child.path} className={linkClass} onClick={onNavigate}>
                      {child.title}
                    </a>
                  </li>
                ))}
                {isOverLimit(submenu.childSubmenus) ? (
                  <AllPagesLink
                    owner={submenu}
                    count={submenu.childSubmenus.length}
                    className={linkClass}
                    onNavigate={onNavigate}
                  />
                ) : null}
              </ul>
            ) : null}
          </li>
        );
      })}
      {isOverLimit(submenus) ? (
        <AllPagesLink owner={owner} count={submenus.length} className={linkClass} onNavigate={onNavigate} />
      ) : null}
    </ul>
  );
}
