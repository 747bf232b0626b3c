import { menu } from '../../data/menu';
import { footerPolicyLinks } from '../../data/footer';
import { Prose } from './Prose';

const linkClass = 'focus-ring rounded text-brand underline';

/** GIGW asks for a sitemap page: every menu entry, nested as in the menu, and the site's own pages. */
export function SiteMap() {
  return (
    <Prose title="Sitemap">
      <ul className="m-0 list-disc space-y-2 pl-6">
        {menu.map((item) => (
          <li key={item.path}>
            <a href={item.path} className={`${linkClass} font-semibold`}>
              {item.title}
            </a>
            {item.submenus?.length ? (
              <ul className="mt-1 list-[circle] space-y-1 pl-6">
                {item.submenus.map((submenu) => (
                  <li key={submenu.path}>
                    <a href={submenu.path} className={linkClass}>
                      {submenu.title}
                    </a>
                    {submenu.childSubmenus?.length ? (
                      <ul className="mt-1 list-[square] space-y-1 pl-6">
                        {submenu.childSubmenus.map((child) => (
                          <li key={child.path}>
                            <a href={child.path} className={linkClass}>
                              {child.title}
                            </a>
                          </li>
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
          { title: 'Quick Links', link: '/quick-links' },
          { title: 'Screen Reader Access', link: '/screen-reader-access' },
          ...footerPolicyLinks,
        ]
          .filter((link) => link.link !== '/sitemap')
          .map((link) => (
            <li key={link.link}>
              <a href={link.link} className={linkClass}>
                {link.title}
              </a>
            </li>
          ))}
      </ul>
    </Prose>
  );
}
