import { footerLinks as englishFooterLinks, slugify } from '../../data/footer';
import englishQuickLinks from '../../data/home/quick-links.yaml';
import type { QuickLink } from '../../data/schema/site';
import { LinkMarks } from '../core/link-marks';
import { useI18n } from '../core/i18n';
import { Prose } from './Prose';
import { useFooterLinks, useQuickLinks } from './translated-data';

/**
 * An entry's anchor: the English title's slug in every language, so `/quick-links#naac` works in
 * all three. A link in both lists is anchored at its first entry only: an id is the page's one.
 */
function Entry({ link, anchor }: { link: QuickLink; anchor: string | undefined }) {
  const { t, pageUrl } = useI18n();
  const ownPage = !link.link.startsWith('/quick-links');
  return (
    <li id={anchor} className="scroll-mt-4 rounded border border-gray-200 p-3">
      <h3 className="m-0 text-base font-semibold text-brand">{link.title}</h3>
      {link.description ? <p className="m-0 mt-1 text-sm">{link.description}</p> : null}
      {ownPage ? (
        <a href={pageUrl(link.link)} className="visible-focus mt-1 inline-block rounded text-sm text-brand underline">
          {t('quickLinksPage.goTo', { title: link.title })}
        </a>
      ) : null}
      {link.external ? (
        <a
          href={link.external}
          rel="noopener noreferrer"
          className="visible-focus mt-1 inline-block rounded text-sm text-brand underline"
        >
          {t('quickLinksPage.official', { host: new URL(link.external).hostname })}
          <LinkMarks href={link.external} />
        </a>
      ) : null}
    </li>
  );
}

/** The target of the hero's `Quick Links` button: every quick link and footer link, each with its own anchor. */
export function QuickLinksDirectory() {
  const { lang, t, title } = useI18n();
  const quickLinks = useQuickLinks(lang).data;
  const footerLinks = useFooterLinks(lang).data;
  const anchored = new Set<string>();
  return (
    <Prose title={title('/quick-links', t('footer.quickLinks'))}>
      <p className="m-0">{t('quickLinksPage.intro')}</p>
      {[
        { heading: t('quickLinksPage.university'), links: quickLinks, english: englishQuickLinks },
        { heading: t('quickLinksPage.useful'), links: footerLinks, english: englishFooterLinks },
      ].map((group) => (
        <section key={group.heading}>
          <h2 className="m-0 mb-3 text-xl font-semibold text-brand">{group.heading}</h2>
          <ul className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">
            {group.links.map((link, index) => {
              const slug = slugify(group.english[index]?.title ?? link.title);
              const anchor = anchored.has(slug) ? undefined : slug;
              anchored.add(slug);
              return <Entry key={slug} link={link} anchor={anchor} />;
            })}
          </ul>
        </section>
      ))}
    </Prose>
  );
}
