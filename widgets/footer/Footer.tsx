import { footerColumnCount, footerPolicyLinks } from '../../data/footer';
import { site } from '../../data/site';
import { splitLanguagePath } from '../../data/i18n/languages';
import { useLoadedPageData } from '../content-page/route-store';
import { contentIndex } from '../../data/content-index';
import { lastUpdatedOf } from '../../data/last-updated';
import { splitIntoColumns } from './columns';
import { useI18n } from '../core/i18n';
import { keyedBy } from '../core/keyed';
import { useCurrentPath } from '../core/use-current-path';
import type { FooterProps } from './props';

/** A shortcut of uno.config.ts: the footer repeats it for every link. */
const linkClass = 'visible-focus footer-link';

export function Footer({ data, path }: FooterProps) {
  const { lang, t, pageUrl, title, number, numericDate, year } = useI18n();
  const columns = splitIntoColumns(data, footerColumnCount);
  // GIGW: the date this page's content last changed (the home page's date for a page the site does not know).
  // The build works it out from the whole index; the browser reads it in the page's data, which the
  // host app loads (and the prerendered footer's hydration waits for: element.ts). The footer itself
  // loads nothing: embedded on another site, its page is none of ours.
  const currentPath = splitLanguagePath(useCurrentPath(path)).path;
  const written = useLoadedPageData(currentPath, lang)?.lastUpdated;
  const lastUpdated = written ?? lastUpdatedOf(currentPath, contentIndex() ?? []) ?? site.lastUpdated;
  // The feedback form learns which page the visitor was on.
  const hrefOf = (link: string) =>
    link === '/feedback' && currentPath !== '/feedback' ? `${link}?page=${encodeURIComponent(currentPath)}` : link;
  return (
    <footer className="bg-brand-dark text-white">
      <div className="mx-auto max-w-screen-2xl px-4 py-8">
        <h2 className="m-0 mb-4 text-lg font-bold">{t('footer.quickLinks')}</h2>
        <div className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
          {keyedBy(columns, (column) => column[0]?.title ?? '').map(({ key, item: column }, index) => (
            <ul key={key} className="m-0 list-none space-y-2 p-0" data-footer-column={index + 1}>
              {column.map((link) => (
                <li key={link.title}>
                  <a href={link.link} className={linkClass}>
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          ))}
        </div>
        <div className="mt-8 flex flex-col gap-4 border-t border-white/30 pt-6 md:flex-row md:items-start md:justify-between">
          <nav aria-label={t('footer.policies')}>
            <ul className="m-0 flex list-none flex-wrap gap-4 p-0">
              {footerPolicyLinks.map((link) => (
                <li key={link.title}>
                  <a href={pageUrl(hrefOf(link.link))} className={linkClass}>
                    {title(link.link, link.title)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <address className="not-italic text-sm">
            {(['site.addressLine1', 'site.addressLine2', 'site.addressLine3'] as const).map((line) => (
              <span key={line} className="block">
                {t(line)}
              </span>
            ))}
          </address>
          <dl className="m-0 text-sm">
            <div className="flex gap-1">
              <dt>{t('footer.visitors')}</dt>
              <dd className="m-0">
                {number(site.visitorCount.count)} {t('footer.asOf', { date: numericDate(site.visitorCount.asOf) })}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('footer.lastUpdated')}</dt>
              <dd className="m-0">
                <time dateTime={lastUpdated} data-last-updated="">
                  {numericDate(lastUpdated)}
                </time>
              </dd>
            </div>
          </dl>
        </div>
        <p className="m-0 mt-6 text-center text-sm">
          {t('footer.copyright', {
            from: year(site.foundedYear),
            to: year(Number(site.lastUpdated.slice(0, 4))),
            site: t('site.name'),
          })}
        </p>
      </div>
    </footer>
  );
}
