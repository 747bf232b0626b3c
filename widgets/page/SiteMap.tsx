import { menu } from '../../data/menu';
import { footerPolicyLinks } from '../../data/footer';
import { useI18n } from '../core/i18n';
import { Prose } from './Prose';

const linkClass = 'focus-ring rounded text-brand underline';

/** GIGW asks for a sitemap page: every menu entry, nested as in the menu, and the site's own pages. */
export function SiteMap() {
  const { t, title, pageUrl } = useI18n();
  const link = (path: string, english: string, className = linkClass) => (
    <a href={pageUrl(path)} className={className}>
      {title(path, english)}
    </a>
  );
  return (
    <Prose title={title('/sitemap', t('sitemap.title'))}>
      <ul className="m-0 list-disc space-y-2 pl-6">
        {menu.map((item) => (
          <li key={item.path}>
            {link(item.path, item.title, `${linkClass} font-semibold`)}
            {item.submenus?.length ? (
              <ul className="mt-1 list-[circle] space-y-1 pl-6">
                {item.submenus.map((submenu) => (
                  <li key={submenu.path}>
                    {link(submenu.path, submenu.title)}
                    {submenu.childSubmenus?.length ? (
                      <ul className="mt-1 list-[square] space-y-1 pl-6">
                        {submenu.childSubmenus.map((child) => (
                          <li key={child.path}>{link(child.path, child.title)}</li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        {[
          { title: t('sitemap.quickLinks'), link: '/quick-links' },
          { title: t('sitemap.screenReader'), link: '/screen-reader-access' },
          ...footerPolicyLinks,
        ]
          .filter((entry) => entry.link !== '/sitemap')
          .map((entry) => (
            <li key={entry.link}>{link(entry.link, entry.title)}</li>
          ))}
      </ul>
    </Prose>
  );
}
