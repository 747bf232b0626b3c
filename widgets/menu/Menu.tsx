import { DesktopMenu } from './DesktopMenu';
import { MobileMenu } from './MobileMenu';
import { useCurrentPath } from '../core/use-current-path';
import { useI18n } from '../core/i18n';
import type { MenuProps } from './props';

export function Menu({ data, path }: MenuProps) {
  const { t } = useI18n();
  const currentPath = useCurrentPath(path);
  return (
    <nav aria-label={t('menu.label')} className="bg-brand">
      <div className="mx-auto max-w-screen-2xl">
        <DesktopMenu items={data} currentPath={currentPath} />
        <MobileMenu items={data} currentPath={currentPath} />
      </div>
    </nav>
  );
}
