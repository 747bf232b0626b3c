import type { ReactNode } from 'react';
import type { StaticPage } from '../../data/schema/page';
import { LanguageProvider, useI18n } from '../core/i18n';
import { LinkList, Prose } from './Prose';
import { keyedBy } from '../core/keyed';

type Section = StaticPage['sections'][number];
const sectionIdentity = (section: Section) =>
  section.heading ?? section.paragraphs?.[0] ?? section.links?.[0]?.title ?? '';

/** A site page; one not yet translated shows a notice and its English text marked `lang="en"`. */
export function StaticPageView({
  page,
  translated = true,
  children,
}: {
  page: StaticPage;
  translated?: boolean;
  /** What follows the sections (the feedback form). */
  children?: ReactNode;
}) {
  const { lang, t, title } = useI18n();
  const body = keyedBy(page.sections, sectionIdentity).map(({ key, item: section }) => (
    <section key={key} className="space-y-3">
      {section.heading ? <h2 className="m-0 text-xl font-semibold text-brand">{section.heading}</h2> : null}
      {(section.paragraphs ?? []).map((paragraph) => (
        <p key={paragraph} className="m-0 leading-relaxed">
          {paragraph}
        </p>
      ))}
      {section.links ? <LinkList links={section.links} /> : null}
    </section>
  ));
  return (
    <Prose title={title(page.path, page.title)}>
      {translated ? (
        body
      ) : (
        <>
          <p className="m-0 border-l-4 border-accent bg-accent-light px-3 py-2 text-sm" data-english-only="">
            {t('page.englishOnly')}
          </p>
          <div lang="en" className="space-y-4">
            <LanguageProvider lang={lang} textLang="en">
              {body}
            </LanguageProvider>
          </div>
        </>
      )}
      {children}
    </Prose>
  );
}
