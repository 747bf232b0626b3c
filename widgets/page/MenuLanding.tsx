import { landingTitle, type MenuLanding as Landing } from '../../data/menu-landings';
import { useI18n } from '../core/i18n';
import { LinkList, Prose } from './Prose';

/**
 * The landing page of a menu list too long for the menu (data/menu-bound.ts): a heading and every
 * entry of the list, in the menu's order; the menu shows the first few and links here.
 */
export function MenuLanding({ landing }: { landing: Landing }) {
  const { lang, t, title } = useI18n();
  const owner = title(landing.owner.path, landing.owner.title);
  return (
    <Prose title={landingTitle(lang, landing)}>
      <p className="m-0">{t('menuLanding.intro', { title: owner })}</p>
      <LinkList links={landing.entries.map((entry) => ({ title: title(entry.path, entry.title), link: entry.path }))} />
    </Prose>
  );
}
