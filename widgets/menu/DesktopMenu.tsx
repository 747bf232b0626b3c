import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { MenuItem } from '../../data/schema/menu';
import { isActiveTopItem } from './active-item';
import { SubmenuList } from './SubmenuList';
import { useI18n } from '../core/i18n';

interface Props {
  items: MenuItem[];
  currentPath: string;
}

const focusables = (root: Element | null | undefined): HTMLElement[] =>
  root
    ? Array.from(root.querySelectorAll<HTMLElement>('a, button')).filter((el) => el.checkVisibility?.() ?? true)
    : [];

/**
 * Desktop menu: the WAI-ARIA disclosure navigation pattern with top-level links.
 * Hover shows a dropdown, and so does keyboard focus on a top item, as a preview:
 * the previewed dropdown is inert (out of the Tab order and hidden from screen
 * readers), so Tab still moves from top item to top item. The button beside each
 * title opens it for real (Enter, Space, or ArrowDown which also moves into it);
 * Escape closes it; arrows move between items.
 */
export function DesktopMenu({ items, currentPath }: Props) {
  const { t } = useI18n();
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const topLevel = () => focusables(listRef.current).filter((el) => el.dataset.topLevel !== undefined);
  const dropdownOf = (id: number) => listRef.current?.querySelector(`[data-dropdown="${id}"]`);
  const buttonOf = (id: number) => listRef.current?.querySelector<HTMLElement>(`[data-toggle="${id}"]`);

  const moveWithin = (list: HTMLElement[], current: Element, key: string) => {
    const index = list.indexOf(current as HTMLElement);
    const target =
      key === 'Home'
        ? list[0]
        : key === 'End'
          ? list.at(-1)
          : key === 'ArrowDown' || key === 'ArrowRight'
            ? list[index + 1]
            : list[index - 1];
    return target;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = event.target as HTMLElement;
    const itemId = Number(current.closest<HTMLElement>('[data-item]')?.dataset.item);
    const inDropdown = current.closest('[data-dropdown]') !== null;
    let target: HTMLElement | undefined;

    if (event.key === 'Escape') {
      if (openId === null && hoveredId === null) return;
      setOpenId(null);
      setHoveredId(null);
      setFocusedId(null);
      target = buttonOf(itemId) ?? undefined;
    } else if (inDropdown && ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      const list = focusables(dropdownOf(itemId));
      target =
        moveWithin(list, current, event.key) ?? (event.key === 'ArrowUp' ? (buttonOf(itemId) ?? undefined) : undefined);
    } else if (!inDropdown && event.key === 'ArrowDown' && current.dataset.toggle !== undefined) {
      setOpenId(itemId);
      // The dropdown becomes visible on the next render; focus its first entry then.
      requestAnimationFrame(() => focusables(dropdownOf(itemId))[0]?.focus());
    } else if (!inDropdown && ['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) {
      target = moveWithin(topLevel(), current, event.key);
    } else {
      return;
    }
    event.preventDefault();
    target?.focus();
  };

  const onBlur = (id: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (openId === id) setOpenId(null);
    setFocusedId((focused) => (focused === id ? null : focused));
  };

  return (
    // The row starts at the left, not centred: a slow network can deliver the menu in parts, and a
    // browser draws what it has; a centred row would then move at each item that arrives.
    <ul ref={listRef} className="m-0 hidden list-none flex-wrap items-stretch p-0 xl:flex" onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const active = isActiveTopItem(item.path, currentPath);
        const expanded = hoveredId === item.id || openId === item.id;
        const preview = !expanded && focusedId === item.id;
        const shown = expanded || preview;
        const dropdownId = `menu-dropdown-${item.id}`;
        const isLast = index === items.length - 1;
        return (
          <li
            key={item.id}
            data-item={item.id}
            data-active={active || undefined}
            className="relative flex items-stretch"
            onMouseEnter={() => setHoveredId(item.id)}
            onMouseLeave={() => setHoveredId((id) => (id === item.id ? null : id))}
            onBlur={onBlur(item.id)}
            onFocus={(event) => {
              // Preview only when focus arrives from outside the item, not when Escape sends it back to the button.
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(item.id);
            }}
          >
            <a
              href={item.path}
              data-top-level=""
              aria-current={active ? (item.path === currentPath ? 'page' : 'true') : undefined}
              className={`visible-focus flex items-center px-3 py-3 text-sm font-semibold no-underline ${
                active ? 'bg-accent text-white' : 'text-white hover:bg-brand-dark'
              }`}
            >
              {item.title}
            </a>
            {item.submenus?.length ? (
              <>
                <button
                  type="button"
                  data-top-level=""
                  data-toggle={item.id}
                  aria-expanded={expanded}
                  aria-controls={dropdownId}
                  onClick={() => setOpenId((id) => (id === item.id ? null : item.id))}
                  className={`visible-focus -ml-2 px-1 ${active ? 'bg-accent text-white' : 'text-white hover:bg-brand-dark'}`}
                >
                  <span
                    className={`i-mdi-chevron-down h-4 w-4 transition-transform ${shown ? 'rotate-180' : ''}`}
                    aria-hidden="true"
                  />
                  <span className="sr-only">{t('menu.submenu', { title: item.title })}</span>
                </button>
                <div
                  id={dropdownId}
                  data-dropdown={item.id}
                  hidden={!shown}
                  inert={preview}
                  className={`absolute top-full z-50 w-72 overflow-y-auto border border-gray-200 bg-white py-1 shadow-lg max-h-[500px] ${
                    isLast ? 'right-0' : 'left-0'
                  }`}
                >
                  <SubmenuList owner={item} idPrefix={dropdownId} />
                </div>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
