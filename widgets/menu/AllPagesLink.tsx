import { landingPath } from '../../data/menu-bound';
import { useI18n } from '../core/i18n';

interface Props {
  /** The entry whose list this ends (its path is already in the page's language). */
  owner: { path: string; title: string };
  count: number;
  className: string;
  onNavigate?: (() => void) | undefined;
}

/** The last entry of a list too long for the menu: its landing page, which lists all `count` (data/menu-bound.ts). */
export function AllPagesLink({ owner, count, className, onNavigate }: Props) {
  const { t, number } = useI18n();
  return (
    <li>
      <a href={landingPath(owner.path)} className={`${className} font-semibold`} onClick={onNavigate}>
        {t('menu.allPages', { count: number(count), title: owner.title })}
        <span className="i-mdi-chevron-right ml-1 inline-block h-4 w-4 align-middle" aria-hidden="true" />
      </a>
    </li>
  );
}
